// country-state-city's data files, read directly: its entry point would also load the 8 MB
// city list, and its per-module CommonJS default exports are read differently by Node, tsx
// and bundlers. JSON imports behave the same everywhere.
import type { ICountry, IState } from "country-state-city/lib/interface";
import countryJson from "country-state-city/lib/assets/country.json";
import stateJson from "country-state-city/lib/assets/state.json";

export const cscCountries = countryJson as ICountry[];
export const cscStates = stateJson as IState[];
