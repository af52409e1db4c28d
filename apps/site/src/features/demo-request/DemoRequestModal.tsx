import { useEffect, useLayoutEffect, useRef } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { copy } from '../../copy/demoForm.ts';
import { AUTO_CLOSE_MS } from './constants.ts';
import { DemoRequestForm } from './DemoRequestForm.tsx';
import { defaultDeps } from './defaultDeps.ts';
import { SuccessView } from './SuccessView.tsx';
import { type DemoRequestDeps, useDemoRequestForm } from './useDemoRequestForm.ts';

interface DemoRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** Test seam: replaces the backend, pixel, limiter, logs, clock and id generator. */
  deps?: DemoRequestDeps;
}

/**
 * The demo-request dialog (lazy-loaded by the landing page). Everything lives in a child that
 * unmounts on close, so closing resets every field and the request id.
 */
function DemoRequestModal({ open, onClose, deps = defaultDeps }: DemoRequestModalProps) {
  return open ? <DemoRequestDialog onClose={onClose} deps={deps} /> : null;
}

function DemoRequestDialog({ onClose, deps }: { onClose: () => void; deps: DemoRequestDeps }) {
  const form = useDemoRequestForm(deps);
  const { status, sentCallType, sentOutcome, sentSchedule } = form;
  // The parent may pass a new onClose on every render; that must not restart the auto-close.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (status !== 'success' || !sentCallType) return;
    const timer = setTimeout(() => onCloseRef.current(), AUTO_CLOSE_MS[sentCallType]);
    return () => clearTimeout(timer);
  }, [status, sentCallType]);

  return (
    <Modal
      open
      onClose={onClose}
      title={copy.title}
      description={status === 'success' ? undefined : copy.description}
      closeDisabled={status === 'submitting'}
      closeLabel={copy.close}
    >
      {status === 'success' && sentCallType ? (
        <SuccessView
          callType={sentCallType}
          outcome={sentOutcome ?? 'not-confirmed'}
          schedule={sentSchedule}
          now={deps.now()}
          onClose={onClose}
        />
      ) : (
        <DemoRequestForm form={form} now={deps.now} botCheck={deps} />
      )}
    </Modal>
  );
}

export default DemoRequestModal;
