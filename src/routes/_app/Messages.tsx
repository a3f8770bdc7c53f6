import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoadStatusBadge } from '@/features/loads/status-badge';
import { MessagesPage } from '@/features/shipment/chat/messages-page';

/** The shipper load screens' status colours (spec 2 §4). */
const StatusBadge = ({ code, name }: { code: string; name: string }) => <LoadStatusBadge code={code} name={name} context="shipper" />;

/** The signed-in user's load chats (decision 047). */
export const Route = createFileRoute('/_app/Messages')({
  staticData: { title: msg`Messages` },
  component: () => <MessagesPage StatusBadge={StatusBadge} />,
});
