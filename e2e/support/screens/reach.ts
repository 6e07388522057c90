/** How the screens of the registry are reached and known to be ready: menus, dialogs, headings, text. */
import type { Language } from '@sessionbook/domain';
import { expect, type Page } from '@playwright/test';
import { exactly, say } from './say.ts';
import type { ScreenData } from './screen.ts';

const dialog = (page: Page) => page.getByRole('dialog').last();

export async function openCreate(page: Page, language: Language, choice: string) {
  await page.getByRole('button', { name: exactly(say(language, 'app:nav.create_menu_label')) }).click();
  await page.getByRole('menuitem', { name: exactly(say(language, choice)) }).click();
  await expect(dialog(page)).toBeVisible();
}

export async function openItem(page: Page, title: string) {
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
}

export async function openMenu(page: Page, language: Language) {
  await page.getByRole('button', { name: exactly(say(language, 'app:nav.account_menu')) }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function openButton(page: Page, language: Language, word: string) {
  await page
    .getByRole('button', { name: exactly(say(language, word)) })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
}

export const calendar = (query: string) => (data: ScreenData) =>
  `/professional/calendar?date=${data.day}&${query}`;
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const text = (value: (data: ScreenData) => string) => (page: Page, data: ScreenData) =>
  page.getByText(value(data), { exact: false });
