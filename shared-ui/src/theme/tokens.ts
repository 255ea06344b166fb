/** Design tokens: one source for both themes. */
const palette = {
  brand: '#1f6f5c',
  brandStrong: '#17574a',
  brandSoft: '#e3f1ec',
  danger: '#b42318',
  success: '#067647',
  warning: '#b54708',
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
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  breakpoint: { mobile: '768px' },
};

export interface Theme extends Shared {
  mode: 'light' | 'dark';
  color: Record<keyof typeof lightColors, string>;
}

const lightColors = {
  brand: palette.brand,
    brandStrong: palette.brandStrong,
    brandSoft: palette.brandSoft,
    onBrand: palette.white,
    background: palette.gray50,
    surface: palette.white,
    border: palette.gray200,
    text: palette.gray900,
    textMuted: palette.gray600,
    danger: palette.danger,
    success: palette.success,
    warning: palette.warning,
  focus: palette.brand,
};

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
    border: '#334155',
    text: palette.gray50,
    textMuted: palette.gray400,
    danger: '#f97066',
    success: '#47cd89',
    warning: '#fdb022',
    focus: '#5cc9a4',
  },
};
