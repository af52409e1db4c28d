// The one line a chat or e-mail webhook shows for a team notice (Slack's and most incoming
// webhooks' `{ text }`), built from the notice's type, ids and numbers only: never a name,
// a number, an e-mail or anything else of a lead.

/** A notice as the functions send it: a `type` and fields (docs/operations.md lists them). */
export type TeamNoticeBase = { type: string } & object;

const field = (notice: TeamNoticeBase, name: string): unknown =>
  (notice as Record<string, unknown>)[name];

const plain = (value: unknown): string =>
  typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : typeof value === 'string'
      ? value.replace(/[^\w.:@/-]/g, '').slice(0, 80)
      : '';

/** The text of one notice; an unknown type says only its type. */
export function alertText(notice: TeamNoticeBase): string {
  const lead = `lead ${plain(field(notice, 'requestId'))}`;
  switch (notice.type) {
    case 'demo_request':
      return `Nová žiadosť o demo: ${lead} (${plain(field(notice, 'callType'))}, ${plain(field(notice, 'status'))})`;
    case 'call_failed':
      return `Hovor sa nepodarilo uskutočniť: ${lead}; zavolajte späť ručne`;
    case 'dial_budget_exceeded':
      return `Rozpočet odchádzajúcich hovorov (${plain(field(notice, 'window'))}, ${plain(field(notice, 'limit'))}) je vyčerpaný: ${lead} je odložená`;
    case 'spend_cap_exceeded':
      return `Denný limit výdavkov (${plain(field(notice, 'budget'))}) ${plain(field(notice, 'limit'))} USD dosiahnutý ${plain(field(notice, 'day'))}: minuté ${plain(field(notice, 'spent'))} USD; nové hovory sú odmietané do polnoci`;
    case 'live_check_failed': {
      const failures = field(notice, 'failures');
      const parts = Array.isArray(failures) ? failures.map(plain).join(', ') : '';
      const since = field(notice, 'lastPassedAt');
      return `Živá kontrola hlasu a chatu zlyhala ${plain(field(notice, 'inARow'))}-krát po sebe (${parts}); naposledy prešla ${since ? plain(since) : 'nikdy'}: pozrite výstup CI a health`;
    }
    default:
      return `Upozornenie: ${plain(notice.type)}`;
  }
}

/** The notice with its `text` first, as a Slack or e-mail webhook takes it. */
export function withAlertText<T extends TeamNoticeBase>(notice: T): T & { text: string } {
  return { text: alertText(notice), ...notice };
}
