import { Toaster as Sonner } from 'sonner';
import 'sonner/dist/styles.css';

export default function Toaster() {
  return <Sonner position="bottom-center" closeButton />;
}
