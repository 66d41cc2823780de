#include "ui/gen/genparamsform.h"

#include "ui/gen/generatortexts.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QToolButton>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <climits>
#include <cmath>

namespace mazelab {

namespace {
// Decimals for a real parameter's spin box: enough for its range (0.01 for shares).
int decimalsFor(const gen::GenParam& p)
{
    return p.maximum - p.minimum > 100 ? 1 : 2;
}
} // namespace

GenParamsForm::GenParamsForm(QFormLayout* form, int firstRow, QWidget* editorParent)
    : QObject(editorParent), m_form(form), m_firstRow(firstRow), m_parent(editorParent)
{
}

void GenParamsForm::setGenerator(const gen::GeneratorInfo& info, const gen::GenParams& values)
{
    for (const Editor& e : m_editors)
        m_form->removeRow(e.widget); // deletes the label and the editor
    m_editors.clear();
    for (const gen::GenParam& p : info.params) {
        const auto given = values.find(p.name);
        const QString value = QString::fromStdString(given != values.end() ? given->second
                                                                          : p.defaultValue);
        QWidget* w = nullptr;
        if (!p.choices.empty()) {
            auto* box = new QComboBox(m_parent);
            for (const std::string& c : p.choices)
                box->addItem(QString::fromStdString(c));
            box->setCurrentIndex(std::max(0, box->findText(value)));
            connect(box, &QComboBox::currentIndexChanged, this, &GenParamsForm::changed);
            w = box;
        } else if (p.maximum > p.minimum && p.integer) {
            auto* spin = new QSpinBox(m_parent);
            spin->setRange(int(std::max<double>(p.minimum, INT_MIN)),
                           int(std::min<double>(p.maximum, INT_MAX)));
            spin->setValue(value.toInt());
            connect(spin, &QSpinBox::valueChanged, this, &GenParamsForm::changed);
            w = spin;
        } else if (p.maximum > p.minimum) {
            auto* spin = new QDoubleSpinBox(m_parent);
            spin->setDecimals(decimalsFor(p));
            spin->setRange(p.minimum, p.maximum);
            spin->setSingleStep(p.maximum - p.minimum > 10 ? 1.0 : 0.05);
            spin->setValue(value.toDouble());
            connect(spin, &QDoubleSpinBox::valueChanged, this, &GenParamsForm::changed);
            w = spin;
        } else if (p.file) { // a path, typed or chosen (the GAN's own model file)
            auto* box = new QWidget(m_parent);
            auto* row = new QHBoxLayout(box);
            row->setContentsMargins(0, 0, 0, 0);
            auto* edit = new QLineEdit(value, box);
            edit->setClearButtonEnabled(true);
            auto* browse = new QToolButton(box);
            browse->setObjectName(QStringLiteral("genParamBrowse_") + QString::fromStdString(p.name));
            browse->setText(QStringLiteral("\u2026"));
            row->addWidget(edit, 1);
            row->addWidget(browse);
            connect(edit, &QLineEdit::editingFinished, this, &GenParamsForm::changed);
            connect(edit, &QLineEdit::textChanged, this, [this, edit] {
                if (edit->text().isEmpty()) // the clear button: back to the built-in choice
                    emit changed();
            });
            connect(browse, &QToolButton::clicked, this, [this, edit] {
                const QString path = QFileDialog::getOpenFileName(
                    m_parent, tr("Choose a model file"), edit->text(),
                    tr("GAN models (*.gan);;All files (*)"));
                if (path.isEmpty())
                    return;
                edit->setText(path);
                emit changed();
            });
            w = box;
        } else {
            auto* edit = new QLineEdit(value, m_parent);
            connect(edit, &QLineEdit::editingFinished, this, &GenParamsForm::changed);
            w = edit;
        }
        w->setObjectName(QStringLiteral("genParam_") + QString::fromStdString(p.name));
        w->setToolTip(generatorText(p.description));
        auto* label = new QLabel(generatorParamLabel(p.name) + QLatin1Char(':'), m_parent);
        label->setToolTip(w->toolTip());
        m_form->insertRow(m_firstRow + int(m_editors.size()), label, w);
        m_editors.push_back({p, w});
    }
}

void GenParamsForm::retranslate()
{
    for (const Editor& e : m_editors) {
        e.widget->setToolTip(generatorText(e.param.description));
        if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(e.widget))) {
            label->setText(generatorParamLabel(e.param.name) + QLatin1Char(':'));
            label->setToolTip(e.widget->toolTip());
        }
    }
}

QString GenParamsForm::valueOf(const Editor& e) const
{
    if (auto* box = qobject_cast<QComboBox*>(e.widget))
        return box->currentText();
    if (auto* spin = qobject_cast<QSpinBox*>(e.widget))
        return QString::number(spin->value());
    if (auto* spin = qobject_cast<QDoubleSpinBox*>(e.widget))
        return QString::number(spin->value(), 'g', 10); // C locale, as the core parses
    if (auto* edit = qobject_cast<QLineEdit*>(e.widget))
        return edit->text().trimmed();
    if (auto* edit = e.widget->findChild<QLineEdit*>()) // a file parameter's box
        return edit->text().trimmed();
    return {};
}

gen::GenParams GenParamsForm::values() const
{
    gen::GenParams out;
    for (const Editor& e : m_editors) {
        const QString v = valueOf(e);
        const QString def = QString::fromStdString(e.param.defaultValue);
        const bool same = e.param.maximum > e.param.minimum && e.param.choices.empty()
                              ? std::abs(v.toDouble() - def.toDouble()) < 1e-12
                              : v == def;
        if (!same)
            out[e.param.name] = v.toStdString();
    }
    return out;
}

} // namespace mazelab
