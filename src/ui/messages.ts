// English of the shared building blocks in src/ui (translations in messages.<lang>.ts beside it).
import { messages } from '../lib/i18n';

export const uiMessages = messages('ui', {
  backToHome: 'Back to Home',
  close: 'Close',
  cancel: 'Cancel',
  delete: 'Delete',
  cities: 'Cities',
  tripNotFound: 'Trip not found',
  tripNotHere: 'This trip is not on this device',
  tripNotHereText: 'It may have been deleted, or made on another device that has not synced yet.',
  backToTrips: 'Back to My Trips',
  countryNotKnown: 'Country not known',
});

/** The 13 services' names and one-line descriptions, keyed by service id (src/domain/services.ts). */
export const serviceNames = messages('services', {
  flights: 'Flights',
  hotels: 'Hotels',
  cars: 'Car Rental',
  transfers: 'Airport Transfers',
  tours: 'Tours & Activities',
  tickets: 'Attraction Tickets',
  esim: 'eSIM Data',
  insurance: 'Travel Insurance',
  storage: 'Luggage Storage',
  lounges: 'Airport Lounges',
  trains: 'Trains',
  buses: 'Buses',
  cruises: 'Cruises',
});

export const serviceBlurbs = messages('service-blurbs', {
  flights: 'Compare fares across airlines',
  hotels: 'Stays from hostels to suites',
  cars: 'Pick up at the airport or in town',
  transfers: 'A driver waiting at arrivals',
  tours: 'Guided walks, day trips, classes',
  tickets: 'Skip the queue at the sights',
  esim: 'Mobile data without roaming fees',
  insurance: 'Cover for delays and mishaps',
  storage: 'Drop your bags and explore',
  lounges: 'Quiet seats before you fly',
  trains: 'Rail routes and timetables',
  buses: 'Coaches between cities',
  cruises: 'Sailings and river cruises',
});
