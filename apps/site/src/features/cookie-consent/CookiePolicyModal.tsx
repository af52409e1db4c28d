import { Modal } from '../../components/Modal.tsx';
import { policyCopy as copy } from '../../copy/cookiePolicy.ts';

interface CookiePolicyModalProps {
  open: boolean;
  onClose: () => void;
}

/** In-page cookie policy: closable with Escape, the X and the close button. */
function CookiePolicyModal({ open, onClose }: CookiePolicyModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={copy.policyTitle}
      closeLabel={copy.policyClose}
      className="sm:max-w-xl"
    >
      <div className="space-y-4 text-sm leading-relaxed text-slate-300">
        <p>{copy.policyIntro}</p>
        <section>
          <h3 className="mb-1 font-semibold text-white">{copy.necessaryTitle}</h3>
          <p>{copy.necessaryText}</p>
        </section>
        <section>
          <h3 className="mb-1 font-semibold text-white">{copy.marketingTitle}</h3>
          <p>{copy.marketingText}</p>
        </section>
        <p>{copy.changeChoice}</p>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className="btn-secondary" data-autofocus>
          {copy.close}
        </button>
      </div>
    </Modal>
  );
}

export default CookiePolicyModal;
