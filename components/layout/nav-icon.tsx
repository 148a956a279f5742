// Simple stroke icons of the side navigations (the diver's and the staff console's), drawn inline
// (no icon font, nothing loaded from the network). Decorative: the link's text names it.
const icons = {
  home: "M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9",
  user: "M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 7c.6-3 3-4.5 6-4.5s5.4 1.5 6 4.5",
  book: "M4 4.5A1.5 1.5 0 0 1 5.5 3H16v12H5.5A1.5 1.5 0 0 0 4 16.5v-12ZM4 16.5A1.5 1.5 0 0 0 5.5 18H16",
  bulb: "M7.5 14.5h5M8 17.5h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.2 1 2v.5h4v-.5c0-.8.4-1.5 1-2a5 5 0 0 0-3-9Z",
  wave: "M2 8c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2M2 13c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2",
  award: "M10 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-3 0-1 6 4-2 4 2-1-6",
  cart: "M2.5 3h2l2 10h9l2-7H6M8 17.5h.01M15 17.5h.01",
  users: "M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5 8c.5-2.7 2.5-4 5-4s4.5 1.3 5 4M13 3.2a3 3 0 0 1 0 5.6M15 13c1.4.5 2.3 1.7 2.5 4",
  mail: "M3 5h14v10H3V5Zm0 0 7 6 7-6",
  file: "M5 2.5h6.5L16 7v10.5H5v-15ZM11.5 2.5V7H16",
  sync: "M16 8a6 6 0 0 0-11-2.5M4 4v3h3M4 12a6 6 0 0 0 11 2.5M16 16v-3h-3",
  shield: "M10 2.5 16 5v4.5c0 4-2.6 6.8-6 8-3.4-1.2-6-4-6-8V5l6-2.5Z",
  list: "M7 5h10M7 10h10M7 15h10M3 5h.01M3 10h.01M3 15h.01",
  building: "M4 17.5V4h8v13.5M12 8h4v9.5M2.5 17.5h15M7 7h2M7 10h2M7 13h2",
  back: "M8 5 3 10l5 5M3 10h14",
} as const;

export type IconName = keyof typeof icons;

export function NavIcon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={icons[name]} />
    </svg>
  );
}
