// What travellers do again and again in the sharing and devices specs, as steps: sync now from the
// sync status, add and edit a note on the plan, open the Share panel, join with an invite link, and
// link a second device with the code the first one shows.
import { expect, type Page } from '@playwright/test';
import { waitForApp } from './support';

/** What a traveller does to get the latest at once: the sync status's "Sync now". */
export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Sync status:/ }).click();
  const panel = page.getByRole('dialog', { name: 'Sync status' });
  const button = panel.getByRole('button', { name: 'Sync now' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await expect(panel.getByTestId('pending-count')).toHaveText('0');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
}

export async function addNote(page: Page, day: number, text: string): Promise<void> {
  await page.getByRole('button', { name: `Add to day ${day}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await dialog.getByText('Note', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill(text);
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
}

export async function editNote(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${from}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill(to);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

export const itemTitled = (page: Page, title: string) => page.getByRole('heading', { level: 3, name: title, exact: true });

export async function openShare(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this trip' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** On the open plan: the Share panel's invite link (with the owner's name set first); answers its path and hash. */
export async function makeInvite(page: Page, ownerName: string, role: 'Can edit' | 'Can view' = 'Can edit'): Promise<string> {
  const share = await openShare(page);
  await share.getByLabel('Your name').fill(ownerName);
  await share.getByText(role, { exact: true }).click();
  await share.getByRole('button', { name: 'Make invite link' }).click();
  const url = new URL(await share.getByRole('textbox', { name: `Invite link · ${role}` }).inputValue());
  await share.getByRole('button', { name: 'Close' }).click();
  return `${url.pathname}${url.hash}`;
}

/** Opens an invite link and joins under `name`; waits for the trip's plan. */
export async function joinWithInvite(page: Page, invite: string, name: string, tripId: string): Promise<void> {
  await page.goto(invite);
  await waitForApp(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join trip' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`), { timeout: 20_000 });
}

/** `first` shows a code on Your devices, `second` types it and confirms: both then act as one traveller. */
export async function linkDevices(first: Page, second: Page): Promise<void> {
  await first.goto('/devices');
  await waitForApp(first);
  await first.getByRole('button', { name: 'Show a code' }).click();
  const shown = first.locator('output');
  await expect(shown).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  const code = (await shown.textContent())!;
  await second.goto('/devices');
  await waitForApp(second);
  await second.getByLabel('Code from your other device').fill(code);
  await second.getByRole('button', { name: 'Link this device' }).click();
  await second.getByRole('alertdialog', { name: 'Link this device?' }).getByRole('button', { name: 'Link' }).click();
  await expect(second.getByText('This device is linked')).toBeVisible();
  await expect(first.locator('output')).toHaveCount(0, { timeout: 15_000 });
}
