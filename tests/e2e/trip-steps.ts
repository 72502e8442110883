// What a traveller does again and again in the trip specs, as steps: fill and save the New Trip
// dialog, open a trip's plan, pick a place in the item form, set a local date and time, and add a
// flight or a stay.
import { expect, type Page } from '@playwright/test';

export type TripFields = { title: string; start: string; end: string; cities?: string[]; notes?: string };

/** Fills the open trip dialog (New or Edit); cities are typed one by one, each confirmed with Enter. */
export async function fillTrip(page: Page, trip: TripFields): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(trip.title);
  await dialog.getByLabel('Start date').fill(trip.start);
  await dialog.getByLabel('End date').fill(trip.end);
  for (const city of trip.cities ?? []) {
    await dialog.getByRole('textbox', { name: 'Cities' }).fill(city);
    await dialog.getByRole('textbox', { name: 'Cities' }).press('Enter');
  }
  if (trip.notes !== undefined) await dialog.getByLabel('Notes').fill(trip.notes);
}

/** On My Trips: New Trip, filled and saved; waits until the dialog has closed. */
export async function createTrip(page: Page, trip: TripFields): Promise<void> {
  await page.getByRole('button', { name: 'New Trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Trip' });
  await fillTrip(page, trip);
  await dialog.getByRole('button', { name: 'Save Trip' }).click();
  await expect(dialog).toBeHidden();
}

/** From My Trips, the trip's plan; answers the trip's id, read from the address. */
export async function openPlan(page: Page, title: string): Promise<string> {
  await page.getByRole('link', { name: `Open the plan of ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** In the open item dialog: types into a place field and picks the first matching suggestion. */
export async function choosePlace(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await dialog.getByRole('option', { name: option }).first().click();
}

/** In the open item dialog: the local date and time of a moment ("Departure (local)", "Check-in (local)"…). */
export async function setMoment(page: Page, label: string, date: string, time: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`${label} date`).fill(date);
  await dialog.getByLabel(`${label} time`).fill(time);
}

/** "Add item", a flight between two airports picked by code, at local times; waits until it is in the plan. */
export async function addFlight(
  page: Page,
  from: string,
  to: string,
  depart: [string, string],
  arrive: [string, string],
  flightNumber?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await choosePlace(page, 'From airport', from, new RegExp(`^${from} · `));
  await choosePlace(page, 'To airport', to, new RegExp(`^${to} · `));
  if (flightNumber) await dialog.getByLabel('Flight number').fill(flightNumber);
  await setMoment(page, 'Departure (local)', ...depart);
  await setMoment(page, 'Arrival (local)', ...arrive);
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
}

/** "Add to day N", a stay in a city picked from the list, with its local check-in and check-out. */
export async function addStay(
  page: Page,
  day: number,
  name: string,
  city: string,
  checkIn: [string, string],
  checkOut: [string, string],
): Promise<void> {
  await page.getByRole('button', { name: `Add to day ${day}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the plan' });
  await dialog.getByText('Stay', { exact: true }).click();
  await dialog.getByLabel('Name').fill(name);
  await choosePlace(page, 'City', city, new RegExp(`^${city}`));
  await setMoment(page, 'Check-in (local)', ...checkIn);
  await setMoment(page, 'Check-out (local)', ...checkOut);
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
}
