// The screens' one way to read the device's database: dexie-react-hooks' useLiveQuery, re-exported.
// Stop 34 showed each result through a React transition here (decision 009's fourth addendum); two
// browser tests then failed now and then (a dialog that did not open after the plan's first result,
// a city message that came before the chat listened), so results are blocking updates again until
// that is understood. Screens import from here, so the change is one file either way.
export { useLiveQuery } from 'dexie-react-hooks';
