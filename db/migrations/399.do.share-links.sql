-- A playlist shared by a copied link rather than sent to an address: its share has no recipient email. The link's
-- token opens the playlist for anyone who has it, as an emailed one does; a null address never matches a signed-in
-- customer, so a link share is in nobody's Received list.
ALTER TABLE project_shares ALTER COLUMN email DROP NOT NULL;
