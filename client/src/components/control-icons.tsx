import { Icon } from './icons';

/** Icons for buttons whose text or label names the action. */
export const ChevronLeftIcon = () => (
  <Icon>
    <path d="m15 5-7 7 7 7" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="m5 9 7 7 7-7" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon>
    <path d="M4 12h15M13 6l6 6-6 6" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon filled>
    <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon filled>
    <path d="M7 4.5v15L19.5 12z" />
  </Icon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
