import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyBidsPage } from '@/features/market/my-bids-page';
import { requireCarrier } from '@/features/market/route-guards';

/** The carrier's bids (issue 16, decision 081). */
export const Route = createFileRoute('/_app/Loads/my-bids')({
  beforeLoad: requireCarrier,
  staticData: { title: msg`My bids` },
  component: MyBidsPage,
});
