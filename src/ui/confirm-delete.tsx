// The question before something is deleted: what it is, Cancel, and a red Delete.
import { Trash2 } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import { useMessages } from '../lib/i18n';
import { uiMessages } from './messages';

export function ConfirmDelete({
  title,
  question,
  name,
  onCancel,
  onConfirm,
}: {
  title: string;
  question: string;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useMessages(uiMessages);
  return (
    <Modal title={title} size="sm" role="alertdialog" description={question} onClose={onCancel}>
      <p className="font-medium">{name}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t.delete}
        </Button>
      </div>
    </Modal>
  );
}
