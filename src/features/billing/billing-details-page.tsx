import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingDetails } from '@/contract/billing';
import { AppLink } from '@/lib/ui/app-link';
import { LoadState } from '@/lib/ui/load-state';
import { billingDetailsQueryOptions } from './api';
import { DetailsHeader } from './details-header';
import { dashboardHref } from './list-memory';
import { PricingSection, SubscriptionDetailsSection, SummarySection } from './details-summary';
import { FilesModal, type FilesTarget } from './files-modal';
import { MarkPaidModal, type MarkPaidTarget } from './mark-paid-modal';
import { PeriodsTable } from './periods-table';
import { ProviderInvoicesTable } from './provider-invoices-table';
import { UpcomingInvoiceSection } from './upcoming-invoice';
import { useSubscriptionActions } from './use-subscription-actions';

/** /billing/details/{userId} (spec 3 §2 Billing details). */
export function BillingDetailsPage({ userId }: { userId: number }) {
  const { t } = useLingui();
  const details = useQuery(billingDetailsQueryOptions(userId));
  return (
    <Stack gap="md">
      <Button
        component={AppLink}
        href={dashboardHref()}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        px={0}
        w="fit-content"
      >
        <Trans>Back to subscriptions</Trans>
      </Button>
      {details.data ? (
        <Details details={details.data} />
      ) : (
        <LoadState
          error={details.error}
          onRetry={() => void details.refetch()}
          loadingLabel={t`Loading the billing details`}
          errorTitle={t`The billing details could not be loaded.`}
          notFound={<Trans>This customer does not exist or has no billing account.</Trans>}
        />
      )}
    </Stack>
  );
}

function Details({ details }: { details: BillingDetails }) {
  const actions = useSubscriptionActions();
  // which files the modal shows; an open Invoices modal lists the period's files from the reloaded details
  const [files, setFiles] = useState<{ periodId: number | null; opened: boolean } | null>(null);
  const [markPaid, setMarkPaid] = useState<{ target: MarkPaidTarget; opened: boolean } | null>(null);
  const filesTarget: FilesTarget | null = !files
    ? null
    : files.periodId === null
      ? { kind: 'contract', userId: details.UserId }
      : {
          kind: 'invoice',
          userId: details.UserId,
          periodId: files.periodId,
          invoices: details.Subscriptions.find((period) => period.Id === files.periodId)?.Invoices ?? [],
        };
  return (
    <>
      <DetailsHeader details={details} actions={actions} onAddContracts={() => setFiles({ periodId: null, opened: true })} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SummarySection details={details} />
        <SubscriptionDetailsSection details={details} />
      </SimpleGrid>
      <PricingSection details={details} />
      <UpcomingInvoiceSection details={details} />
      {details.IsInternal ? (
        <PeriodsTable
          periods={details.Subscriptions}
          onMarkPaid={(period, paid) => setMarkPaid({ target: { userId: details.UserId, period, paid }, opened: true })}
          onInvoices={(period) => setFiles({ periodId: period.Id, opened: true })}
        />
      ) : (
        <ProviderInvoicesTable invoices={details.Invoices} />
      )}
      {actions.dialogs}
      <FilesModal
        target={filesTarget}
        opened={!!files?.opened}
        onClose={() => setFiles((current) => current && { ...current, opened: false })}
      />
      <MarkPaidModal
        target={markPaid?.target ?? null}
        opened={!!markPaid?.opened}
        onClose={() => setMarkPaid((current) => current && { ...current, opened: false })}
      />
    </>
  );
}
