/** Design tokens: one source for both themes. */
const palette = {
  brand: '#1f6f5c',
  brandStrong: '#17574a',
  brandSoft: '#e3f1ec',
  danger: '#b42318',
  dangerSoft: '#fef3f2',
  success: '#067647',
  successSoft: '#ecfdf3',
  warning: '#b54708',
  warningSoft: '#fffaeb',
  info: '#175cd3',
  infoSoft: '#eff8ff',
  gray50: '#f8fafc',
  gray100: '#f1f5f9',
  gray200: '#e2e8f0',
  gray400: '#94a3b8',
  gray600: '#475569',
  gray800: '#1e293b',
  gray900: '#0f172a',
  white: '#ffffff',
};

type Shared = typeof shared;

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  breakpoint: { mobile: '768px' },
  /** Stacking order of floating layers; toasts (sonner) sit above all of them. */
  layer: { menu: 30, modal: 40, loadingOverlay: 50 },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
    floating: '0 12px 32px rgb(15 23 42 / 0.18)',
  },
};

const lightColors = {
  brand: palette.brand,
  brandStrong: palette.brandStrong,
  brandSoft: palette.brandSoft,
  onBrand: palette.white,
  background: palette.gray50,
  surface: palette.white,
  surfaceMuted: palette.gray100,
  border: palette.gray200,
  text: palette.gray900,
  textMuted: palette.gray600,
  danger: palette.danger,
  dangerSoft: palette.dangerSoft,
  success: palette.success,
  successSoft: palette.successSoft,
  warning: palette.warning,
  warningSoft: palette.warningSoft,
  info: palette.info,
  infoSoft: palette.infoSoft,
  scrim: 'rgb(15 23 42 / 0.55)',
  focus: palette.brand,
};

export interface Theme extends Shared {
  mode: 'light' | 'dark';
  color: Record<keyof typeof lightColors, string>;
}

export const lightTheme: Theme = { ...shared, mode: 'light', color: lightColors };

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  color: {
    brand: '#3fb68f',
    brandStrong: '#5cc9a4',
    brandSoft: '#12332b',
    onBrand: palette.gray900,
    background: palette.gray900,
    surface: palette.gray800,
    surfaceMuted: '#273449',
    border: '#334155',
    text: palette.gray50,
    textMuted: palette.gray400,
    danger: '#f97066',
    dangerSoft: '#3b1c1a',
    success: '#47cd89',
    successSoft: '#123524',
    warning: '#fdb022',
    warningSoft: '#3a2a0c',
    info: '#84caff',
    infoSoft: '#102a43',
    scrim: 'rgb(2 6 23 / 0.7)',
    focus: '#5cc9a4',
  },
};
