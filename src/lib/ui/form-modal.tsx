import { Modal, type ModalProps } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { hasUnsavedChanges, UnsavedScopeContext, type UnsavedScope } from '@/lib/pwa/unsaved-changes';
import { confirmDiscard } from './leave-guard';

/**
 * A modal holding a form: closing it by Escape, the close button or a click outside asks first while its form holds
 * unsaved changes (forms inside report them with `useUnsavedChanges`). A form that saved closes it through its own
 * `onDone`, which does not ask. A modal that keeps its form's values itself says so with `unsaved`.
 */
export function FormModal({ opened, onClose, unsaved = false, children, ...props }: ModalProps & { unsaved?: boolean }) {
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const scope = useMemo<UnsavedScope>(() => ({ isOpen: () => openedRef.current }), []);
  const asking = useRef(false);

  async function requestClose() {
    if (asking.current) return;
    if (unsaved || hasUnsavedChanges(scope)) {
      asking.current = true;
      const leave = await confirmDiscard();
      asking.current = false;
      if (!leave) return;
    }
    onClose();
  }

  return (
    <Modal opened={opened} onClose={() => void requestClose()} {...props}>
      <UnsavedScopeContext.Provider value={scope}>{children}</UnsavedScopeContext.Provider>
    </Modal>
  );
}
