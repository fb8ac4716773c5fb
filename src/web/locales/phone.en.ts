/** The phone field's code selector (src/web/components/phone-input.tsx). */
export const phoneEn = {
  region: 'Country or region code',
  regions: { r86: '+86 Mainland China', r852: '+852 Hong Kong', r853: '+853 Macau', r886: '+886 Taiwan' },
};
