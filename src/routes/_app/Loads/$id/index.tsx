import { msg } from '@lingui/core/macro';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AttachmentsPanel } from '@/features/loads/attachments/attachments-panel';
import { LoadStatusBadge } from '@/features/loads/status-badge';
import { PublicLoadPage } from '@/features/market/load-page';
import { shipmentQueryOptions } from '@/features/shipment/api';
import { DriverLoadPage } from '@/features/shipment/driver/driver-load-page';
import { idParam } from '@/lib/router/id-param';

/**
 * A load for the trucker (issue 38, decision 158): the driver's page when the caller may read the load (the assigned
 * carrier; its owner and staff too), else the load as the board offers it.
 */
export const Route = createFileRoute('/_app/Loads/$id/')({
  params: idParam('id'),
  staticData: { title: msg`Load` },
  component: LoadRoute,
});

function LoadRoute() {
  const { id } = Route.useParams();
  // 403 / 404 for a load not (yet) this carrier's: not retried, the public page answers instead
  const shipment = useQuery({ ...shipmentQueryOptions(id), retry: false });
  if (shipment.isPending && shipment.fetchStatus !== 'idle') return <Skeleton height={320} radius="md" />;
  if (shipment.data)
    return (
      <DriverLoadPage
        key={id}
        shipment={shipment.data}
        Documents={AttachmentsPanel}
        status={<LoadStatusBadge code={shipment.data.StatusCode} name={shipment.data.Status} context="shipper" />}
      />
    );
  return <PublicLoadPage key={id} loadId={id} />;
}
