import { BedDouble, Bus, ShoppingBag, Sparkles, Ticket, Utensils, type LucideIcon } from 'lucide-react';
import type { ExpenseCategory } from '../../domain/expense-schema';

export const categoryNames: Record<ExpenseCategory, string> = {
  food: 'Food and drink',
  lodging: 'Lodging',
  transport: 'Transport',
  activities: 'Activities',
  shopping: 'Shopping',
  other: 'Other',
};

export const categoryIcons: Record<ExpenseCategory, LucideIcon> = {
  food: Utensils,
  lodging: BedDouble,
  transport: Bus,
  activities: Ticket,
  shopping: ShoppingBag,
  other: Sparkles,
};
