// Destinations outside the dialling policy (default allow-list +421, +420; mobile and fixed line
// only). Each is stored as a lead the way the site stores it, then refused by the function with
// the typed 422 code and never dialled. Types as libphonenumber-js (full metadata) classifies
// them.

export interface OutsidePolicy {
  title: string;
  phone: string;
  code: 'phone_country_not_allowed' | 'phone_type_not_allowed' | 'phone_invalid';
}

const country = (title: string, phone: string): OutsidePolicy => ({
  title,
  phone,
  code: 'phone_country_not_allowed',
});
const type = (title: string, phone: string): OutsidePolicy => ({
  title,
  phone,
  code: 'phone_type_not_allowed',
});

export const OUTSIDE_POLICY: readonly OutsidePolicy[] = [
  country('US premium rate +1 900', '+19005550123'),
  country('US landline', '+12125550100'),
  country('Jamaica mobile (+1 876 callback scams)', '+18765550123'),
  country('Thuraya satellite +882', '+88216123456'),
  country('Inmarsat +870', '+870773111632'),
  country('Iridium +881', '+881631234567'),
  country('Nigerian mobile', '+2348031234567'),
  country('UK (Guernsey) mobile', '+447911123456'),
  country('German mobile', '+4915112345678'),
  country('French mobile', '+33612345678'),
  country('Austrian mobile', '+4369912345678'),
  country('Austrian premium rate', '+4309001234567'),
  country('Polish mobile', '+48501234567'),
  country('Hungarian mobile', '+36201234567'),
  country('Ukrainian mobile', '+380501234567'),
  country('Russian mobile', '+79123456789'),
  country('Chinese mobile', '+8613812345678'),
  country('Italian mobile', '+393123456789'),
  country('Spanish mobile', '+34612345678'),
  country('Indian mobile', '+919876543210'),
  country('Kenyan mobile', '+254712345678'),
  country('Philippine mobile', '+639171234567'),
  country('Cuban mobile', '+5351234567'),
  type('Slovak premium rate +421 900', '+421900123456'),
  type('Slovak shared cost +421 850', '+421850123456'),
  type('Slovak toll free +421 800', '+421800123456'),
  type('Slovak UAN +421 960', '+421960123456'),
  type('Slovak UAN +421 969', '+421969123456'),
  type('Slovak VoIP +421 650', '+421650123456'),
  type('Czech premium rate +420 900', '+420900123456'),
  type('Czech premium rate +420 906', '+420906123456'),
  type('Czech shared cost +420 840', '+420840123456'),
  type('Czech personal number +420 700', '+420700123456'),
  type('Czech VoIP +420 910', '+420910123456'),
  type('Czech toll free +420 800', '+420800123456'),
  type('Czech UAN +420 972', '+420972123456'),
  type('Czech UAN +420 950', '+420950123456'),
  { title: 'Slovak number in an unassigned range', phone: '+421500123456', code: 'phone_invalid' },
  { title: 'Slovak premium number one digit long', phone: '+4219001234567', code: 'phone_invalid' },
];
