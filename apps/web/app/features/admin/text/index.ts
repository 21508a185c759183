import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ADMIN_TEXT } from './admin';
import { BULK_TEXT } from './bulk';
import { DASHBOARD_TEXT } from './dashboard';

/** The back office's copy, with the shell's. */
export const adminText = featureText({ ...ADMIN_TEXT, ...DASHBOARD_TEXT, ...BULK_TEXT });
export type AdminTextKey = Parameters<typeof adminText>[0];
export const useAdminText = featureTextHook(adminText);
