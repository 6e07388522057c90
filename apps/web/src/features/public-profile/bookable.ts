/**
 * The public profile's classes and slots (the rules live in packages/domain/src/bookable.ts, shared with
 * the booking widget), and where the client calendar opens one.
 */
export {
  bookables,
  calendarLink,
  classState,
  slotOpen,
  type Bookable,
  type BookableClassState as ClassState,
} from '@sessionbook/domain';
