import { renderToStaticMarkup } from 'react-dom/server';
import type { SvgIconComponent } from '@mui/icons-material';
import Bathtub from '@mui/icons-material/Bathtub';
import Bed from '@mui/icons-material/Bed';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Compare from '@mui/icons-material/Compare';
import Email from '@mui/icons-material/Email';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import FormatPaint from '@mui/icons-material/FormatPaint';
import OpenInFull from '@mui/icons-material/OpenInFull';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Park from '@mui/icons-material/Park';
import Phone from '@mui/icons-material/Phone';
import Restaurant from '@mui/icons-material/Restaurant';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Icon } from '../icon';
import { icons, type IconName } from '../icons';

const material: Record<IconName, SvgIconComponent> = {
  Bathtub,
  Bed,
  CheckCircle,
  ChevronLeft,
  ChevronRight,
  Compare,
  Email,
  ErrorOutline,
  FormatPaint,
  OpenInFull,
  OpenInNew,
  Park,
  Phone,
  Restaurant,
  WarningAmber,
};

/** An SVG's drawing: its shapes' elements and geometry, in order. */
const shapes = (markup: string) =>
  [...markup.matchAll(/<(path|circle)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => ({
    tag,
    geometry: [...(attributes ?? '').matchAll(/\b(d|cx|cy|r)="([^"]*)"/g)]
      .map(([, name, value]) => `${name}=${value}`)
      .join(' '),
  }));

describe('icons', () => {
  it.each(Object.keys(icons) as IconName[])('%s draws what @mui/icons-material draws', (name) => {
    const Material = material[name];
    expect(shapes(renderToStaticMarkup(<Icon name={name} />))).toEqual(
      shapes(renderToStaticMarkup(<Material />)),
    );
  });

  it('names each icon as MUI did, for tests to tell them apart', () => {
    expect(renderToStaticMarkup(<Icon name="Bed" />)).toContain('data-testid="BedIcon"');
  });
});
