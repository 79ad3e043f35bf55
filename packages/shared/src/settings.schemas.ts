/** Settings (spec section 3) with their defaults. */
import { z } from 'zod';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const UI_LANGUAGES = ['en', 'es', 'fr', 'de', 'hi'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const UI_LANGUAGE_LABELS: Record<UiLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  hi: 'हिन्दी',
};

export const SETTINGS_DEFAULTS = {
  emailNotifications: true,
  testReminders: true,
  weeklyReport: true,
  publicProfile: true,
  showEmail: false,
  theme: 'light' as Theme,
  language: 'en' as UiLanguage,
};

export const settingsUpdateSchema = z
  .object({
    emailNotifications: z.boolean(),
    testReminders: z.boolean(),
    weeklyReport: z.boolean(),
    publicProfile: z.boolean(),
    showEmail: z.boolean(),
    theme: z.enum(THEMES),
    language: z.enum(UI_LANGUAGES),
  })
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const settingsSchema = settingsUpdateSchema.extend({
  uid: z.string(),
  updatedAt: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;
