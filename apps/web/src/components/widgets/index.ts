/** The reusable form widgets of docs/product/screens.md#form-widgets; props are documented in ./types.ts. */
export { Dropdown } from './dropdown.tsx';
export { DateField, MonthGrid } from './date-field.tsx';
export { TimeField, QUARTER_HOURS } from './time-field.tsx';
export { Toggle } from './toggle.tsx';
export { TwoWaySwitch } from './two-way-switch.tsx';
export { TextArea, TextAreaBase, type TextAreaBaseProps } from './text-area.tsx';
export { Avatar, AvatarGroup, initialsOf } from './avatar.tsx';
export { MultiSelect } from './multi-select.tsx';
export { formatDmy, parseDmy } from './date-math.ts';
export type * from './types.ts';
import '../form/form.css';
import './styles/dropdown-and-date-field.css';
import './styles/switches-and-text-area.css';
import './styles/avatar.css';
import './styles/multi-select.css';
