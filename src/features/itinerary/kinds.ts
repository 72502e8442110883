import { BedDouble, Plane, StickyNote, Ticket, TrainFront, type LucideIcon } from 'lucide-react';
import type { ItineraryKind } from '../../domain/itinerary-schema';

export const kindIcons: Record<ItineraryKind, LucideIcon> = {
  flight: Plane,
  stay: BedDouble,
  activity: Ticket,
  transport: TrainFront,
  note: StickyNote,
};
