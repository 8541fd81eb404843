// The logo rules live in src/core/branding (the top bar uses them too); the login pages reach them here.
export { logoSize, resolveLogoUrl, type LogoRule } from '@plugin-api';
