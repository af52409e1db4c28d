import { Modal } from '../../components/Modal.tsx';

export interface CookiePolicyModalProps {
  open: boolean;
  onClose: () => void;
}

/** In-page cookie policy: closable with Escape, the X and the close button. */
export function CookiePolicyModal({ open, onClose }: CookiePolicyModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Zásady používania cookies"
      closeLabel="Zavrieť zásady cookies"
      className="sm:max-w-xl"
    >
      <div className="space-y-4 text-sm leading-relaxed text-slate-300">
        <p>
          Cookies a podobné technológie (napríklad lokálne úložisko prehliadača) nám pomáhajú, aby
          stránka fungovala spoľahlivo a aby sme vedeli merať účinnosť našich kampaní.
        </p>
        <section>
          <h3 className="mb-1 font-semibold text-white">Nevyhnutné</h3>
          <p>
            Uchovávajú vašu voľbu súhlasu a zabezpečujú základné funkcie stránky vrátane hlasového
            rozhovoru. Bez nich stránka nemôže správne fungovať, preto sa nedajú vypnúť.
          </p>
        </section>
        <section>
          <h3 className="mb-1 font-semibold text-white">Marketingové</h3>
          <p>
            Reklamný pixel sa načíta až po vašom súhlase. Pomáha nám zistiť, či ste po zobrazení
            reklamy požiadali o ukážku. Bez súhlasu sa reklamnej sieti neodošle žiadna požiadavka.
          </p>
        </section>
        <p>
          Svoju voľbu môžete kedykoľvek zmeniť vymazaním údajov stránky v prehliadači. Pri ďalšej
          návšteve sa vás opäť opýtame.
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className="btn-secondary" data-autofocus>
          Zavrieť
        </button>
      </div>
    </Modal>
  );
}

export default CookiePolicyModal;
