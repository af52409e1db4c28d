import { Modal } from '../../components/Modal.tsx';

export interface DemoRequestModalProps {
  open: boolean;
  onClose: () => void;
}

/** The demo-request dialog (lazy-loaded by the landing page). */
export function DemoRequestModal({ open, onClose }: DemoRequestModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Vyskúšajte hlasového asistenta">
      <p>Formulár sa pripravuje.</p>
    </Modal>
  );
}

export default DemoRequestModal;
