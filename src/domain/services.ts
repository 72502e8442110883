// The 13 service routes of the spec, in the order Home lists them. Which partner serves each
// route is the partner registry's business (src/domain/partners).

export const serviceIds = [
  'flights',
  'hotels',
  'cars',
  'transfers',
  'tours',
  'tickets',
  'esim',
  'insurance',
  'storage',
  'lounges',
  'trains',
  'buses',
  'cruises',
] as const;

export type ServiceId = (typeof serviceIds)[number];

export const services: Record<ServiceId, { label: string; blurb: string }> = {
  flights: { label: 'Flights', blurb: 'Compare fares across airlines' },
  hotels: { label: 'Hotels', blurb: 'Stays from hostels to suites' },
  cars: { label: 'Car Rental', blurb: 'Pick up at the airport or in town' },
  transfers: { label: 'Airport Transfers', blurb: 'A driver waiting at arrivals' },
  tours: { label: 'Tours & Activities', blurb: 'Guided walks, day trips, classes' },
  tickets: { label: 'Attraction Tickets', blurb: 'Skip the queue at the sights' },
  esim: { label: 'eSIM Data', blurb: 'Mobile data without roaming fees' },
  insurance: { label: 'Travel Insurance', blurb: 'Cover for delays and mishaps' },
  storage: { label: 'Luggage Storage', blurb: 'Drop your bags and explore' },
  lounges: { label: 'Airport Lounges', blurb: 'Quiet seats before you fly' },
  trains: { label: 'Trains', blurb: 'Rail routes and timetables' },
  buses: { label: 'Buses', blurb: 'Coaches between cities' },
  cruises: { label: 'Cruises', blurb: 'Sailings and river cruises' },
};

export function isServiceId(value: string): value is ServiceId {
  return (serviceIds as readonly string[]).includes(value);
}
