// The variables only the deploy command reads (scripts/deploy.sh; never a function secret), and
// the one answer to "which settings are secrets": FUNCTION_SETTINGS' secret kinds plus the
// deploy's own credentials. The build's secret scan and the VITE_* check both derive from it.
import { FUNCTION_SETTINGS } from './FUNCTION_SETTINGS.ts';
import { isSecretSetting } from './SettingSpec.ts';

export interface DeployVariable {
  name: string;
  /** What it is for (printed when it is missing). */
  purpose: string;
  /** Set for every deploy (else optional). */
  required: boolean;
  /** A credential: never in the page. */
  secret: boolean;
}

export const DEPLOY_VARIABLES: readonly DeployVariable[] = [
  {
    name: 'SUPABASE_PROJECT_REF',
    purpose: 'the project reference (20 lower-case letters, from the project URL)',
    required: true,
    secret: false,
  },
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    purpose: 'a personal access token (sbp_..., Dashboard > Account > Access Tokens)',
    required: true,
    secret: true,
  },
  {
    name: 'SUPABASE_DB_PASSWORD',
    purpose: 'the database password (db push)',
    required: true,
    secret: true,
  },
  {
    name: 'NETLIFY_AUTH_TOKEN',
    purpose: 'a Netlify personal access token (User settings > Applications): publishes the site',
    required: true,
    secret: true,
  },
  {
    name: 'NETLIFY_SITE_ID',
    purpose: "the Netlify site's id (Site configuration > General > Site ID)",
    required: true,
    secret: false,
  },
  {
    name: 'SUPABASE_CUSTOM_DOMAIN',
    purpose: "the project's custom domain, when VITE_SUPABASE_URL uses one (api.example.sk)",
    required: false,
    secret: false,
  },
];

/** Every setting whose value must never reach the page, derived from the two tables. */
export function secretSettingNames(): string[] {
  return [
    ...FUNCTION_SETTINGS.filter(isSecretSetting).map((s) => s.name),
    ...DEPLOY_VARIABLES.filter((v) => v.secret).map((v) => v.name),
  ];
}
