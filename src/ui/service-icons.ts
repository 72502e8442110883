// The icon of each of the 13 services, shared by Home and the kiosk hub.
import {
  Armchair,
  Bus,
  Car,
  CarTaxiFront,
  CardSim,
  Compass,
  Hotel,
  Luggage,
  Plane,
  ShieldCheck,
  Ship,
  Ticket,
  TrainFront,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceId } from '../domain/services';

export const serviceIcons: Record<ServiceId, LucideIcon> = {
  flights: Plane,
  hotels: Hotel,
  cars: Car,
  transfers: CarTaxiFront,
  tours: Compass,
  tickets: Ticket,
  esim: CardSim,
  insurance: ShieldCheck,
  storage: Luggage,
  lounges: Armchair,
  trains: TrainFront,
  buses: Bus,
  cruises: Ship,
};
