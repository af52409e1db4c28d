/**
 * The sky's hue as index.css sets it on `.lightning-sky` (a test holds the two together): the
 * hue slider's default, so the prerendered sky is the first one shown and only a moved slider
 * writes `--sky-hue` (lib/cssVariable.ts).
 */
export const SKY_STYLESHEET_HUE = 280;
