import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { calledPaths, stubRegionApi } from '../testing/regions';
import { RegionPicker } from './region-picker';

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const zipcode = () => screen.getByLabelText<HTMLInputElement>('Kode Pos');

/** Picks an option by its visible name once the list that holds it has loaded. */
async function choose(label: string, option: string) {
  const field = select(label);
  const item = await waitFor(() => {
    const found = Array.from(field.options).find((entry) => entry.text === option);
    if (!found) throw new Error(`${option} is not offered in ${label} yet`);
    return found;
  });
  fireEvent.change(field, { target: { value: item.value } });
}

const noError = () => undefined;

describe('RegionPicker', () => {
  it('loads each level only once the level above is chosen', async () => {
    const fetchMock = stubRegionApi();
    renderInShell(<RegionPicker errorFor={noError} />);

    await choose('Provinsi', 'DKI JAKARTA');
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kecamatan').options[0]?.text).toBe('Pilih kota/kabupaten dulu');
    expect(select('Kelurahan/Desa').options[0]?.text).toBe('Pilih kecamatan dulu');

    await choose('Kota/Kabupaten', 'KOTA ADMINISTRASI JAKARTA PUSAT');
    await choose('Kecamatan', 'Gambir');
    await choose('Kelurahan/Desa', 'Cideng');
    expect(select('Kelurahan/Desa').value).toBe('31.71.01.1002');

    // Cities need a province id (000 §5): no call went out before one was chosen. Province and
    // city lists ask for 999 (001 §9), sorted by name.
    expect(calledPaths(fetchMock)).toEqual([
      '/api/provinces?sort=name&limit=999',
      '/api/cities?province_id=31&sort=name&limit=999',
      '/api/districts?city_id=31.71&sort=name&limit=999',
      '/api/subdistricts?district_id=31.71.01&sort=name&limit=999',
    ]);
  });

  it('empties every lower level, and the zip code, when a level changes', async () => {
    stubRegionApi();
    renderInShell(<RegionPicker errorFor={noError} />);
    await choose('Provinsi', 'DKI JAKARTA');
    await choose('Kota/Kabupaten', 'KOTA ADMINISTRASI JAKARTA PUSAT');
    await choose('Kecamatan', 'Gambir');
    await choose('Kelurahan/Desa', 'Cideng');
    fireEvent.change(zipcode(), { target: { value: '10150' } });

    // A different district: the village and zip code go, province and city stay.
    await choose('Kecamatan', 'Menteng');
    expect(select('Provinsi').value).toBe('31');
    expect(select('Kota/Kabupaten').value).toBe('31.71');
    expect(select('Kelurahan/Desa').value).toBe('');
    expect(zipcode().value).toBe('');

    // A different province: city, district and village all go, and wait for the level above.
    await choose('Provinsi', 'JAWA BARAT');
    expect(select('Kota/Kabupaten').value).toBe('');
    expect(select('Kecamatan').value).toBe('');
    expect(select('Kecamatan').disabled).toBe(true);
    expect(select('Kelurahan/Desa').value).toBe('');
    expect(select('Kelurahan/Desa').disabled).toBe(true);
    await choose('Kota/Kabupaten', 'KOTA BANDUNG');
    expect(Array.from(select('Kota/Kabupaten').options).map((o) => o.text)).toEqual([
      'Pilih kota/kabupaten',
      'KOTA BANDUNG',
    ]);
  });

  it("fills the zip code from the village's postal code when the API knows one", async () => {
    stubRegionApi();
    renderInShell(<RegionPicker errorFor={noError} />);
    await choose('Provinsi', 'DKI JAKARTA');
    await choose('Kota/Kabupaten', 'KOTA ADMINISTRASI JAKARTA PUSAT');
    await choose('Kecamatan', 'Menteng');
    await choose('Kelurahan/Desa', 'Menteng');
    expect(zipcode().value).toBe('10310');

    // Typed by hand it keeps five digits and nothing else.
    fireEvent.change(zipcode(), { target: { value: '12a3456' } });
    expect(zipcode().value).toBe('12345');
  });

  it('tells its listener which province was chosen', async () => {
    stubRegionApi();
    const onProvinceChosen = vi.fn();
    renderInShell(<RegionPicker errorFor={noError} onProvinceChosen={onProvinceChosen} />);
    await choose('Provinsi', 'PAPUA');
    expect(onProvinceChosen).toHaveBeenCalledWith({ id: '91', name: 'PAPUA' });
  });

  it('starts from the place being edited and shows it before its lists arrive', async () => {
    stubRegionApi();
    renderInShell(
      <RegionPicker
        errorFor={noError}
        start={{
          province: { id: '31', name: 'DKI JAKARTA' },
          city: { id: '31.71', name: 'KOTA ADMINISTRASI JAKARTA PUSAT' },
          district: { id: '31.71.01', name: 'Gambir' },
          subdistrict: { id: '31.71.01.1002', name: 'Cideng' },
          zipcode: '10150',
        }}
      />,
    );
    expect(select('Kelurahan/Desa').value).toBe('31.71.01.1002');
    expect(zipcode().value).toBe('10150');
    // Once loaded, the whole district is offered.
    await waitFor(() => expect(select('Kelurahan/Desa').options).toHaveLength(3));
    expect(select('Kelurahan/Desa').value).toBe('31.71.01.1002');
  });

  it('offers to reload a list that failed to load', async () => {
    stubRegionApi({ failFirst: '/api/provinces' });
    renderInShell(<RegionPicker errorFor={noError} />);
    expect(await screen.findByText('Pilihan gagal dimuat.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    await choose('Provinsi', 'DKI JAKARTA');
    expect(screen.queryByText('Pilihan gagal dimuat.')).toBeNull();
  });
});
