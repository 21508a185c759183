/** A banner as `/api/banners` answers it (001 §3). */
export type Banner = {
  id: number;
  location: string;
  type: 'mini' | 'hero' | 'twin' | 'cover_banner' | 'text' | 'popup';
  title: string;
  subtitle: string;
  image_url: string | null;
  link_url: string | null;
  background: string | null;
  start_date: string | null;
  end_date: string | null;
};

export type BannerGroups = Partial<Record<string, Banner[]>>;
