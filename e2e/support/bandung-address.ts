// A delivery address in the seeded regions, for the browser and the two-instance suites.

/** Jl. Setiabudi, Sukasari, Kota Bandung, Jawa Barat (seeded regions). */
export const BANDUNG = {
  title: 'Rumah',
  contact: 'Nadia Putri',
  firstname: 'Nadia',
  lastname: 'Putri',
  address1: 'Jl. Setiabudi No. 10',
  address2: 'RT 01 RW 02',
  country: 'Indonesia',
  province: '32',
  city: '32.73',
  district: '32.73.01',
  subdistrict: '32.73.01.1001',
  zipcode: '40154',
  phone: '081234567890',
};
