import { useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../components/icons/CloseIcon.tsx';
import { config } from '../../config.ts';
import { closeWindow } from './closeWindow.ts';

export function GdprPage() {
  const navigate = useNavigate();
  const close = () => closeWindow(window, () => navigate('/'));

  return (
    <article className="mx-auto max-w-3xl px-5 pt-28 pb-20 sm:pt-32">
      <div className="flex items-start justify-between gap-6">
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          Súhlas so spracovaním osobných údajov a s telefonickým kontaktom
        </h1>
        <button
          type="button"
          onClick={close}
          aria-label="Zavrieť okno so súhlasom"
          className="shrink-0 rounded-full border border-white/10 p-2.5 text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <p className="mt-6 leading-relaxed text-slate-300">
        Odoslaním formulára na stránke {config.productName} udeľujete súhlas so spracovaním osobných
        údajov (meno, e-mail, telefónne číslo a odvetvie) v súlade s nariadením (EÚ) 2016/679 (GDPR)
        a zákonom č. 18/2018 Z. z. o ochrane osobných údajov, a to v rozsahu uvedenom nižšie.
      </p>

      <section aria-labelledby="gdpr-1" className="gdpr-section">
        <h2 id="gdpr-1">1. Nemarketingové hovory</h2>
        <p>
          Súhlasíte, aby vás náš AI hlasový asistent alebo náš pracovník kontaktoval telefonicky vo
          veci vašej žiadosti: aby s vami dohodol alebo uskutočnil ukážkový hovor, overil vaše údaje
          a odpovedal na vaše otázky. Údaje spracúvame len na tento účel a len po dobu nevyhnutnú na
          vybavenie žiadosti, najdlhšie 12 mesiacov.
        </p>
      </section>

      <section aria-labelledby="gdpr-2" className="gdpr-section">
        <h2 id="gdpr-2">2. Marketingové hovory a SMS</h2>
        <p>
          Súhlasíte, aby sme vás telefonicky alebo prostredníctvom SMS správ informovali o našich
          produktoch, novinkách a ponukách. Hovor môže viesť aj AI hlasový asistent a môže byť na
          účely kvality zaznamenaný. Tento súhlas je dobrovoľný a platí 3 roky, ak ho neodvoláte
          skôr.
        </p>
      </section>

      <section aria-labelledby="gdpr-3" className="gdpr-section">
        <h2 id="gdpr-3">3. Odvolanie súhlasu a vaše práva</h2>
        <p>
          Súhlas môžete kedykoľvek odvolať e-mailom alebo písomne na adrese prevádzkovateľa.
          Odvolanie nemá vplyv na zákonnosť spracúvania pred jeho odvolaním. Máte právo:
        </p>
        <ul>
          <li>na prístup k osobným údajom, ktoré o vás spracúvame,</li>
          <li>na opravu nesprávnych alebo neúplných údajov,</li>
          <li>na vymazanie údajov („právo byť zabudnutý“),</li>
          <li>na obmedzenie spracúvania,</li>
          <li>
            podať sťažnosť dozornému orgánu, ktorým je Úrad na ochranu osobných údajov Slovenskej
            republiky.
          </li>
        </ul>
      </section>

      <div className="mt-12">
        <button type="button" onClick={close} className="btn-secondary">
          Zavrieť
        </button>
      </div>
    </article>
  );
}
