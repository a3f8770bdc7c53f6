import { useState } from 'react';
import { filesProblem, UPLOAD_MESSAGES } from '@/lib/files/upload-rules';
import { translateMessage } from '@/lib/i18n/server-messages';

/**
 * Files chosen in a drop zone and their upload problem (the spec's message), shown under the zone until the choice
 * changes. `dropProps` go to the FileDrop.
 */
export function useFileChoice() {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** Whether the files may go up (`required`: at least one); otherwise their problem is shown. */
  function check(required: boolean): boolean {
    const problem = filesProblem(files, required);
    setError(problem ? translateMessage(UPLOAD_MESSAGES[problem]) : null);
    return !problem;
  }
  const onChange = (next: File[]) => {
    setFiles(next);
    setError(null);
  };
  return { files, clear: () => setFiles([]), check, dropProps: { files, onChange, error } };
}
