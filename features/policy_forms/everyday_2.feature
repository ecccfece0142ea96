Feature: Security policy - everyday commands are allowed (2 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed
    Then the policy should allow each command:
      | command |
      | dd if=disk.img bs=512 count=1 \| hexdump -C |
      | dd if=/dev/urandom bs=16 count=1 status=none \| base64 |
      | rm -rf /etc/nginx/conf.d/* |
      | sudo rm -f /etc/nginx/sites-enabled/default |
      | rm -rf /etc/resolv.conf.bak |
      | rm -rf /var/www/html/* |
      | rm -rf /var/lib/apt/lists/* |
      | rm -rf /mnt/data/tmp/* |
      | rm -rf /media/ann/USB/old-photos-copy |
      | killall -r node |
      | killall -9 --regexp 'python3?' |
      | run0 systemctl restart nginx |
      | run0 ls /root |
      | python3 -c 'import shutil, sys; shutil.rmtree(sys.argv[1])' ./build |
      | node -e 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })' dist |
      | ruby -e 'puts ARGV[0]' /etc |
      | python3 -c 'import os; os.system("ls " + "-la")' |
      | echo 'import pytest' > conftest.py && pytest -q |
      | curl -sI https://example.invalid/install.sh && bash install.sh |
      | curl -s https://example.invalid/install.sh -o /dev/null && bash install.sh |
      | curl -s https://example.invalid/data.json \| bun run build.ts |
      | curl -s https://example.invalid/data.json \| deno run main.ts |
      | echo 'task :default do sh "bundle exec rspec" end' > Rakefile && rake |
      | echo 'from setuptools import setup; setup()' > setup.py && pip install . |
      | echo 'import os; os.system("rm -rf /")' > setup.py && pip install requests |
      | echo 'import os; os.system("rm -rf /")' > setup.py && ls . |
      | echo 'import os; os.system("rm -rf /")' > conftest.py && pip install pytest |
      | echo 'import os; os.system("rm -rf /")' > conftest.py && python3 -m venv .venv |
      | openssl dgst -sha256 /etc/passwd |
      | printf 'repos:\\n- repo: local\\n  hooks:\\n  - id: lint\\n    entry: npm run lint\\n    language: system\\n' > .pre-commit-config.yaml && pre-commit run |
      | fd -e pyc -X rm |
      | fd -e pyc . ~ \| xargs rm -f |
      | fd --extension=pyc . ~ \| xargs rm -f |
      | fd . ./build -x rm -rf |
      | rg --files -g '*.tmp' \| xargs rm -f |
      | rg --files src \| xargs wc -l |
      | locate nginx.conf |
      | rclone purge remote:bucket/old |
      | rclone purge ./tmp |
      | gsutil -m rsync -r ./site gs://my-site |
      | apt-get purge -y 'nginx*' |
      | sudo dnf remove -y 'php-*' |
      | pacman -Rns --noconfirm $(pacman -Qdtq) |
      | apt-get autoremove --purge -y |
      | rpm -qa \| grep kernel |
      | apk del .build-deps |
      | cmd /c echo %USERPROFILE% |
      | cmd /c rd /s /q %TEMP%\\build |
      | cmd /c "cd /d C:\\work\\proj && rd /s /q build" |
      | robocopy src dst /MIR |
      | robocopy 'C:\\src' 'D:\\backup' /MIR |
      | rsync -av --delete ./dist/ user@host:/var/www/ |
      | rsync -a --delete "$SRC"/ ./mirror/ |
      | vssadmin list shadows |
      | wbadmin get versions |
      | pkill -u $USER node |
      | pkill -u deploy |
      | docker volume rm myvol |
      | rm -rf /var/lib/postgresql/16/main/pg_wal/old |
      | killall -9 node |
      | python3 -c "print(chr(65))" |
      | perl -e 'print pack("N", 1)' |
      | awk 'BEGIN{system(sprintf("ls %s", $1))}' |
      | awk '{printf "%c", $1}' codes.txt |
      | python3 -c "import os; os.system(\\"ls \\" + x)" |
      | cleanup() { rm -rf "$1"; } |
      | fetch() { eval "$(curl -s x)"; } |
      | e2label /dev/sda1 |
      | e2label ./disk.img data |
      | tune2fs -l /dev/sda1 |
      | hdparm --security-disable p /dev/sda |
      | mount --bind ./passwd.test ./passwd |
      | ddrescue /dev/sdb disk.img disk.map |
      | btrfs filesystem usage / |
      | find /var/log -name '*.gz' -mtime +30 -delete |
      | ip addr show dev eth0 |
      | ip route del 10.0.0.0/24 dev eth0 |
      | powershell -Command "Remove-Item -Path 'test' -Recurse -Force" |
      | cmd /c rd /s /q test |
      | powershell -Command "if ($true) { Remove-Item ./build -Recurse -Force }" |
      | pwsh -c 'Remove-Item -Path ./build -Recurse:$true -Force' |
      | rm -f ./bin/tool |
      | rm -f bin lib64 |
      | cd /tmp && rm -f lib64 |
      | ln -sfn /opt/node-20/bin ~/bin |
      | ln -sf /opt/tool/tool /bin |
      | rm -f lib/*.o /tmp/* |
      | cd /tmp/build && rm -rf ~+ |
      | cd ~/project && rm -rf ~+/dist |
      | cd ~/project && cd src && rm -rf ~-/build |
      | rm -f /var/lib/dpkg/lock /var/lib/dpkg/lock-frontend |
      | cp /var/backups/dpkg.status.0 /var/lib/dpkg/status |
      | rm -rf /usr/local/lib/python3.11 |
      | rm -f /etc/pam.d/mine |
      | sed -i 's/^#auth/auth/' /etc/pam.d/sshd |
      | cat /var/lib/dpkg/status \| grep -c '^Package:' |
      | pwsh -c 'Start-Process notepad.exe' |
      | pwsh -c 'Start-Process bash -ArgumentList "-c","ls"' |
      | pwsh -c 'Invoke-Expression "Get-Date"' |
      | pwsh -c 'foreach ($f in Get-ChildItem *.log) { Remove-Item $f }' |
      | python3 -c "print($X)" |
      | rm -f 'notes[1' |
      | rm -f './x/[a' |
      | eval "ls $X" |
      | bash -c "cd $X && make" |
      | eval "$(pyenv init -)" |
      | eval "$(ssh-agent -s)" |
      | python3 -c "print($X)" |
      | rm -rf "$(mktemp -d)" |
      | d=$(mktemp -d); rm -rf "$d" |
      | rm -rf "$PWD/dist" |
      | rm -rf ~/Library/Caches/com.example.app |
      | rm -rf ~/Library/Developer/Xcode/DerivedData |
      | tmutil listlocalsnapshots / |
      | osascript -e 'tell application "Finder" to reveal POSIX file "/tmp"' |
      | osascript -e 'tell application "Finder" to delete POSIX file "/Users/ann/project/build"' |
      | osascript -e 'tell application "Finder" to empty trash' |
      | launchctl bootout gui/$(id -u)/com.example.agent |
      | launchctl bootout system/com.example.daemon |
      | rm -rf /Applications/MyApp.app |
      | rm -rf ~/Pictures/Vacation |
      | rm -rf /System/Volumes/Data/Users/me/tmp |
      | ls /System/Library |
      | rm -rf ~/.Trash/* |
      | pwsh -c 'Remove-Item -Recurse -Force ./build' |
      | pwsh -c 'Get-ChildItem -Recurse \| Measure-Object' |
      | cmd //c "rd /s /q build" |
      | cmd.exe /c dir |
      | powershell -c "Remove-Item -LiteralPath 'C:\\\\work\\\\proj\\\\build' -Recurse -Force" |
      | pwsh -c 'Set-Content -Path ./out.txt -Value hi' |
      | pwsh -c 'Set-Content -Value /etc/passwd -Path ./notes.txt' |
      | pwsh -c 'Clear-Content ./app.log' |
      | pwsh -c 'rm -r -fo ./dist' |
      | pwsh -c '[IO.Directory]::Delete("./tmp", $true)' |
      | pwsh -c '[IO.Directory]::Delete("/etc")' |
      | pwsh -c 'Remove-Item -Recurse -Force $env:TEMP\\build' |
      | pwsh -c 'Write-Host $HOME' |
      | cmd /c "rmdir /s /q node_modules" |
      | powershell -c 'Get-Content C:\\Windows\\System32\\drivers\\etc\\hosts' |
      | systemctl isolate graphical.target |
      | xfs_repair -n /dev/sda1 |
      | e2fsck -fy ./disk.img |
      | resize2fs ./disk.img 2G |
      | diskutil list |
      | nvram -p |
      | umount /mnt/usb |
      | umount ./mnt |
      | fsfreeze -u / |
      | fsfreeze -f /mnt/backup |
      | chmod +x /usr/local/bin/tool |
      | chmod 755 /usr/bin/chmod |
      | chmod o+w /usr/bin/chmod |
      | crontab -l |
      | crontab ./mycron |
      | rm -rf /var/lib/apt/lists/* |
      | iptables -L -n |
      | ufw status |
      | ufw default allow outgoing |
      | ufw allow 22 |
      | ufw deny 8080 |
      | gpt show disk0 |
      | hexdump -C /dev/mem \| head |
      | find ./bin -type f -exec chmod 755 {} + |
      | kexec --help |
      | sed -i 's/#Port 22/Port 2222/' /etc/ssh/sshd_config |
      | echo '127.0.0.1 db' \| sudo tee -a /etc/hosts |
      | sed 's/a/b/' /etc/passwd |
      | cat /etc/passwd >> ./users.txt |
      | perl -ne 'print if /bash$/' /etc/passwd |
      | sed -i 's/a/b/' ./passwd |
      | docker run --rm -v "$PWD":/src -w /src node:20 npm test |
      | docker run --rm -v /:/host:ro alpine ls /host |
      | Rscript -e 'unlink("build", recursive=TRUE)' |
      | julia -e 'rm("build", recursive=true)' |
      | bun -e "require('fs').rmSync('dist', { recursive: true, force: true })" |
      | ansible-playbook site.yml --check |
      | efibootmgr -v |
      | hdparm -I /dev/sda |
      | debugfs -R 'ls -l /' /dev/sda1 |
      | flashrom -p internal -r backup.bin |
      | setfacl -R -m u:www-data:rwX ./public |
      | echo 'echo hi' \| at now + 1 hour |
      | mke2fs -F ./disk.img |
      | cp /dev/null ./app.log |
      | retry(){ make \|\| { sleep 1; retry; }; }; retry |
      | build(){ make \| tee build.log; }; build |
      | env -C build rm -rf * |
      | echo build dist \| xargs rm -rf |
      | find . -name '*.tmp' \| xargs rm -f |
      | x=build; rm -rf "$x"/* |
      | d='/ tmp'; rm -rf "$d" |
      | rsync -a backup/ / |
      | a='-rf /'; rm "$a" |
      | BUILD_DIR=dist; rm -rf "$BUILD_DIR"/* |
      | rm -rf "$TMPDIR/cache" |
      | rm -rf "$HOME/.cache/pip" |
      | chown -R $USER ./node_modules |
      | echo x > /dev/null |
      | rm -f /dev/shm/sem.build-lock |
      | rm -rf /private/tmp/stale |
      | less +G app.log |
      | less '+/failed!' test.log |
      | yes \| xargs -P4 -n1 echo |
      | seq 100 \| xargs -P 0 -n1 echo |
      | yes \| head -5 |
      | ./build*.sh --release |
      | ruby -e 'puts %x(ls -la)' |
      | perl -e 'print qx(date)' |
      | ruby -rfileutils -e 'FileUtils.rm_r("tmp/cache")' |
      | rm -rf ~/*.bak |
      | rm -rf ~/.ssh/known_hosts.old |
      | rm -rf ~/Documents/old-drafts |
      | rm -rf ~/Documents/*.tmp |
      | rm ~/.ssh/id_rsa.pub |
      | rm -rf /c/Users/me/project/dist |
      | rm -rf /cygdrive/c/tmp/build |
      | cmd.exe /c dir C:\\ |
      | cmd.exe /c del build\\app.obj |
      | wsl.exe --list --verbose |
      | rm -rf ~/Library/Caches/pip |
      | diskutil list |
      | tmutil listbackups |
      | echo 'export PATH=$HOME/bin:$PATH' >> ~/.bashrc |
      | echo '0 3 * * * root /usr/local/bin/backup.sh' \| sudo tee /etc/cron.d/backup |
      | printf '[Service]\\nExecStart=/usr/bin/node /srv/app/index.js\\n' \| sudo tee /etc/systemd/system/app.service |
      | cat > .git/hooks/pre-commit <<'EOF'\n#!/bin/sh\nnpm test\nEOF |
      | git config alias.lg 'log --oneline --graph' |
      | git config --get alias.x |
      | cmake -E remove_directory build dist |
      | cmake -E rm -rf build |
      | pushd src && make && popd && rm -rf build |
      | cd /tmp/build && cd /tmp && cd - && rm -rf * |
      | pushd /tmp/x && pushd / && pushd && rm -rf * |
      | rclone sync ./site remote:bucket |
      | rclone purge remote:old-builds |
      | rclone delete --min-age 30d ~/Downloads |
      | rclone copy ~ remote:backup |
      | npx del-cli dist |
      | rsync -a --remove-source-files ./out/ ~/ |
      | zypper rm nginx |
      | yum remove -y glibc |
      | emerge -av www-servers/nginx |
      | /bin/r? -f notes.txt |
      | mapfile -t a <<< $'build\\ndist'; rm -rf "${a[@]}" |
      | mapfile -t files < list.txt; echo "${files[@]}" |
      | rm -rf /private/var/folders/xy/T/cache |
      | find . -type f -exec chmod 644 {} + |
      | find /srv/www -type d -exec chmod 755 {} + |
      | sed -e 's/foo/bar/' notes.txt |
      | sed -i 's/version/release/g' CHANGELOG.md |
      | awk '{print $1}' access.log |
      | git -c user.name=bot commit -m wip |
      | git -c core.editor=true rebase --continue |
      | tar -czf backup.tgz src |
      | rsync -a --delete build/ dist/ |
      | find -L . -name '*.log' -delete |
      | echo x \| tee out.txt |
      | cp a.txt b.txt |
      | busybox ls |
      | su -c whoami |
      | flock /tmp/lock make |
      | trap 'rm -f "$tmpfile"' EXIT |
      | sh -c 'echo "$0"' hello |
      | taskset -c 0 npm test |
      | printf '%s\n' "rm -rf /" |
      | wipefs /dev/sda |
      | wipefs -a -n /dev/sda |
      | sgdisk -p /dev/sda |

  Scenario: Everyday commands are allowed: everyday forms of the fifteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | echo 'ls' > x; sh < x |
      | tee >(sha256sum) < f |
      | echo hi > >(cat) |
      | coproc bc |
      | exec > >(tee log) |
      | read -r name <<< 'world'; echo "hello $name" |
      | declare -A m=([k]=build); rm -rf "${m[k]}" |
      | sed 's/.*/echo &/e' <<< hi |
      | ls /proc/self/root/etc |
      | rm -rf /proc/self/root/tmp/x |

  Scenario: Everyday commands are allowed: everyday forms of the sixteenth corpus's techniques
    Then the policy should allow each command:
      | command |
      | julia -e 'println(1)' |
      | osascript -e 'display notification "done"' |
      | guile -c '(display 1)' |
      | emacs --batch --eval '(message "hi")' |
      | bash -c 'echo "cat f > /dev/sda"' |
      | ed -s file <<< 'w' |
      | find . -name '*.txt' -fprint list.txt |
      | uniq input.txt output.txt |
      | sg_sanitize --help |
      | cat script.sh \| bash -s arg1 |
      | curl -fsSL https://example.com/data.json \| python3 script.py |

  Scenario: Everyday commands are allowed: everyday forms of the thirty-second corpus's techniques
    Then the policy should allow each command:
      | command |
      | ls -d \| xargs echo |
      | rm -rf /mnt/c/Users/me/tmp/build |
      | ansible localhost -m file -a "path=./build state=absent" |
      | ansible all -m command -a 'uptime' |
      | emacs --batch -l test.el |
      | python3 -c "import os; os.system('ls ' + d)" |
      | python3 -c "import os; os.system(f'echo {x}')" |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-ninth corpus (a home given back to the account it is named after)
    Then the policy should allow each command:
      | command |
      | chown -R krolik:krolik /home/krolik/ |
      | chown -R ann /home/ann |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-seventh corpus's techniques
    Then the policy should allow each command:
      | command |
      | sed -i 's/^#//' /etc/fstab |
      | sed -i '/foo/d' notes.txt |
      | chmod 755 /bin/sh |
      | chmod 4755 /bin/bash |
      | chmod -x ./script.sh |
      | chmod +x /usr/local/bin/tool |
      | find ~/Downloads -type f -mtime +30 -delete |
      | rm -rf /opt/myapp/releases/old |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-sixth corpus's techniques
    Then the policy should allow each command:
      | command |
      | srm secrets.txt |
      | wipe -f old-key.pem |
      | scrub -p dod ./disk.img |
      | e2image -r /dev/sda1 ./sda1.img |
      | ntfsclone --save-image -o backup.img /dev/sda1 |
      | partclone.ext4 -c -s /dev/sda1 -o backup.img |
      | dcfldd if=/dev/sda of=./sda.img hash=sha256 |
      | dc3dd if=/dev/sda of=./sda.img |
      | nwipe --help |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-fourth corpus's techniques
    Then the policy should allow each command:
      | command |
      | diskutil list |
      | diskutil info disk2 |
      | diskutil unmountDisk /dev/disk2 |
      | dd if=/dev/sdb of=./usb-backup.img bs=4M status=progress |
      | select x in a b; do echo $x; break; done |
      | rm -rf "${TMPDIR:-/tmp}/myapp" |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-third corpus's techniques
    Then the policy should allow each command:
      | command |
      | apt-get remove -y nginx |
      | sudo apt purge -y docker-ce |
      | pacman -R firefox |
      | rpm -e htop |
      | dpkg -l \| grep ssl |
      | findmnt -no SOURCE / |
      | e2fsck -n /dev/sda1 |
      | debugfs -R 'ls /' /dev/sda1 |
      | flashrom -p internal -r backup.bin |
      | fallocate -l 1G ./big.img |
      | fallocate -p -o 0 -l 4096 ./big.img |
      | head -c 1M /dev/urandom > "$F" |
      | mv ~/Downloads/*.pdf ~/Documents/ |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-second corpus's techniques (-n reads a script without running it)
    Then the policy should allow each command:
      | command |
      | bash -nc 'rm -rf /' |
      | bash -n -c 'rm -rf /' |
      | bash -o noexec -c 'rm -rf /' |
      | bash -O globstar -c 'ls **/*.ts' |

  Scenario: Everyday commands are allowed: everyday forms of the twenty-first corpus's techniques
    Then the policy should allow each command:
      | command |
      | find /var/www -type f -exec chmod 644 {} \; |
      | find /var/www -type d -exec chmod 755 {} \; |
      | find . -name '*.sh' -exec chmod +x {} + |
      | find /etc -type d -exec ls -ld {} \; |
      | find ~ -maxdepth 1 -type d -exec du -sh {} \; |
      | perl -e 'open F, ">out.txt"' |
      | perl -e 'open F, "</etc/passwd"; print <F>' |
      | ruby -e 'puts File.read("/etc/passwd")' |
      | sudo cp ./tool /usr/local/bin/ |
      | cp -r src/ dest/ |

  Scenario: Everyday commands are allowed: everyday forms of the twentieth corpus's techniques
    Then the policy should allow each command:
      | command |
      | parallel -q bash -c 'rm -rf {}' ::: build |
      | parallel ::: 'echo ok' 'true' |
      | parallel rm -rf {} ::: build dist node_modules |
      | echo ok \| parallel bash -c {} |
      | wc rm -rf / |
      | head git clean -f |
      | echo / \| xargs -i rm -rf |
      | echo "$(( rm -rf /x ))" |
      | git -C /etc checkout -f main |
      | git -C / clean -n |
