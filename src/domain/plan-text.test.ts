import { describe, expect, it } from 'vitest';
import { englishPlanLabels, itemFacts, stayText, type PlanLabels } from './plan-text';
import type { PlanTime, PlanTimes } from './itinerary-plan';
import { ba15 } from '../../tests/setup/itinerary-fixtures';

// Labels that mark each word, to see that every one comes from the labels and none is built in.
const marked: PlanLabels = {
  day: (date) => `<day ${date}>`,
  checkIn: (time) => `<in ${time}>`,
  checkOut: (date, time) => `<out ${date} ${time}>`,
  terminal: (value) => `<terminal ${value}>`,
  seat: (value) => `<seat ${value}>`,
  confirmation: (value) => `<confirmation ${value}>`,
  reference: (value) => `<ref ${value}>`,
  bookedOnline: '<booked>',
  checkOutOf: (name, time) => `<leave ${name} ${time}>`,
  stayingAt: (name, night, nights) => `<staying ${name} ${night}/${nights}>`,
  still: '<still>',
  planned: '<planned>',
};

describe('a plan item’s facts', () => {
  it('reads in English by default, with the confirmation code, and without it on the public page', () => {
    expect(itemFacts({ item: ba15() })).toEqual([
      'London Heathrow → Singapore Changi',
      'British Airways',
      'Terminal 5',
      'Seat 32A',
      'Confirmation XK7Q2M',
    ]);
    expect(itemFacts({ item: ba15() }, { references: false })).not.toContain('Confirmation XK7Q2M');
  });

  it('takes every word from the labels it is given, in the same order', () => {
    expect(itemFacts({ item: ba15() }, { labels: marked })).toEqual([
      'London Heathrow → Singapore Changi',
      'British Airways',
      '<terminal 5>',
      '<seat 32A>',
      '<confirmation XK7Q2M>',
    ]);
    const at = (local: string): PlanTime => ({
      local,
      date: local.slice(0, 10),
      time: local.slice(11),
      zone: 'Europe/London',
      zoneLabel: 'BST',
    });
    const times: PlanTimes = { start: at('2027-06-12T15:00'), end: at('2027-06-15T11:00'), endDays: 3, endDaysLabel: '+3' };
    expect(stayText(times, marked)).toBe('<in 15:00 BST><out <day 2027-06-15> 11:00 BST>');
    expect(stayText(times, englishPlanLabels)).toBe('Check-in 15:00 BST · check-out Tue 15 Jun, 11:00 BST');
  });
});
