import { notify } from '@/lib/notify';

export const notifySuccess = (description: string) => notify({ title: 'Success', description });
