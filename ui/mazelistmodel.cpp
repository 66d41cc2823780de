#include "ui/mazelistmodel.h"

#include "ui/mazedocument.h"
#include "ui/thumbnail.h"

#include <QPainter>

namespace mazelab {

MazeListModel::MazeListModel(MazeDocument* doc, QObject* parent)
    : QAbstractListModel(parent), m_doc(doc)
{
    m_thumbnails.resize(std::size_t(doc->mazeCount()));
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(250);
    connect(&m_refresh, &QTimer::timeout, this, [this] {
        for (int row : m_staleRows) {
            if (row < rowCount()) {
                m_thumbnails[std::size_t(row)] = QImage();
                emit dataChanged(index(row), index(row), {Qt::DecorationRole, Qt::ToolTipRole});
            }
        }
        m_staleRows.clear();
    });
    connect(doc, &MazeDocument::mazeListChanged, this, [this] {
        beginResetModel();
        m_thumbnails.assign(std::size_t(m_doc->mazeCount()), QImage());
        m_staleRows.clear();
        endResetModel();
    });
    connect(doc, &MazeDocument::cellsChanged, this, [this](int i) { invalidateThumbnail(i); });
    connect(doc, &MazeDocument::mazeChanged, this, [this](int i) { invalidateThumbnail(i); });
}

void MazeListModel::invalidateThumbnail(int row)
{
    if (std::find(m_staleRows.begin(), m_staleRows.end(), row) == m_staleRows.end())
        m_staleRows.push_back(row);
    if (!m_refresh.isActive())
        m_refresh.start();
}

int MazeListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_doc ? 0 : m_doc->mazeCount();
}

QVariant MazeListModel::data(const QModelIndex& index, int role) const
{
    if (!m_doc || !index.isValid() || index.row() >= m_doc->mazeCount())
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return m_doc->mazeName(row);
    case Qt::DecorationRole: {
        QImage& thumb = m_thumbnails[std::size_t(row)];
        if (thumb.isNull()) {
            // Centred on a square so that names line up whatever the maze's shape.
            const QImage t = mazeThumbnail(m_doc->maze(row), kThumbnailPx);
            thumb = QImage(kThumbnailPx, kThumbnailPx, QImage::Format_ARGB32_Premultiplied);
            thumb.fill(Qt::transparent);
            QPainter p(&thumb);
            p.drawImage((kThumbnailPx - t.width()) / 2, (kThumbnailPx - t.height()) / 2, t);
        }
        return thumb;
    }
    case Qt::ToolTipRole: {
        const Maze& m = m_doc->maze(row);
        return tr("%1\n%2 rows \u00d7 %3 columns").arg(m_doc->mazeName(row)).arg(m.rows()).arg(m.cols());
    }
    default:
        return {};
    }
}

bool MazeListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!m_doc || role != Qt::EditRole || !index.isValid())
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    m_doc->renameMaze(index.row(), name);
    return true;
}

Qt::ItemFlags MazeListModel::flags(const QModelIndex& index) const
{
    return QAbstractListModel::flags(index) | Qt::ItemIsEditable;
}

} // namespace mazelab
