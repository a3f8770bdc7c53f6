import { attachmentsUploadPath } from '@/contract/load-detail';
import { defineOfflineFeature } from '@/lib/offline/registry';
import { loadKeys } from './api';
import { attachmentKeys } from './attachments/api';

/**
 * What the offline runtime needs of the loads area: every list page as last seen (the board and my bids share the
 * `loads` prefix), a load's attachments and the attachment types kept as snapshots, the list filters' options drawn
 * before IndexedDB opens, and the wire call of a file uploaded from the field.
 */
export const loadsOffline = defineOfflineFeature({
  snapshots: [loadKeys.all, attachmentKeys.all, attachmentKeys.types],
  shell: [loadKeys.viewModel],
  loadLists: [loadKeys.all],
  load: { page: attachmentKeys.list, attachments: attachmentKeys.list },
  requests: {
    'attachment.upload': (entry) => {
      const {
        TypeId,
        IsPublic,
        FileName,
        File: file,
      } = entry.payload as { TypeId: number; IsPublic: boolean; FileName: string; File: Blob };
      const form = new FormData();
      form.append('File', file, FileName);
      return { method: 'POST', path: attachmentsUploadPath({ shipmentId: entry.loadId, typeId: TypeId, isPublic: IsPublic }), body: form };
    },
  },
});
