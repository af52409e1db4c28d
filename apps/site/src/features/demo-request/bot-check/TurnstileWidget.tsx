import { useEffect, useLayoutEffect, useRef } from 'react';
import { loadTurnstile, type TurnstileApi } from './loadTurnstile.ts';

export interface TurnstileWidgetProps {
  siteKey: string;
  /** The current token; undefined when it expired or the widget failed. */
  onToken: (token: string | undefined) => void;
  /** Test seam: the script loader. */
  load?: () => Promise<TurnstileApi>;
}

/**
 * The Cloudflare Turnstile widget (rendered only when a site key is configured). It loads
 * Cloudflare's script when it mounts, i.e. when the demo form opens, and removes itself on close.
 */
export function TurnstileWidget({ siteKey, onToken, load = loadTurnstile }: TurnstileWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  useLayoutEffect(() => {
    latest.current = onToken;
  });

  useEffect(() => {
    let api: TurnstileApi | undefined;
    let widgetId: string | undefined;
    let active = true;
    load()
      .then((loaded) => {
        if (!active || !element.current) return;
        api = loaded;
        widgetId = loaded.render(element.current, {
          sitekey: siteKey,
          language: 'sk',
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(undefined),
          'error-callback': () => latest.current(undefined),
        });
      })
      .catch(() => latest.current(undefined));
    return () => {
      active = false;
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, load]);

  return <div ref={element} className="min-h-[65px]" data-testid="turnstile" />;
}
