Feature: Security policy - dangerous forms are denied (3 of 5)
  Each scenario's title says where its forms were found. Decisions of the policy alone: nothing is launched.

  Scenario: Dangerous forms are denied: found by measuring against a seventh held-out corpus (the mode of the root or a system directory itself, the boot loader's configuration, parted reading its commands, ~/.. above the home, globs over a home, crontab/make/interpreters fed on stdin, npm exec, tmux, screen, expect, fish, gdb, xargs -I, aliases and functions called with arguments, arrays, name references, argument lists in one-liners, truncate and /dev/block, sed emptying a vital file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | chmod 777 / |
      | chmod o+w /usr |
      | chown user / |
      | echo test > /boot/grub/grub.cfg |
      | parted /dev/sda |
      | rm -rf ~/../user |
      | rm -rf ~/[!.]* |
      | make -f /dev/stdin <<< $'all:\\n\\trm -rf /' |
      | echo '* * * * * rm -rf /' \| crontab - |
      | crontab <(echo '@reboot rm -rf ~') |
      | npm exec -- rimraf / |
      | tmux new -d 'rm -rf /' |
      | tmux send-keys -t 0 'rm -rf /' Enter |
      | screen -dm rm -rf / |
      | expect -c 'spawn rm -rf /' |
      | fish -c 'rm -rf /' |
      | xargs -I% sh -c % <<< 'rm -rf /' |
      | echo / \| xargs -i rm -rf {} |
      | gdb -batch -ex 'shell rm -rf /' |
      | shopt -s expand_aliases\nalias x='rm -rf /'\nx |
      | alias x='rm -rf'; x / |
      | f() { "$@"; }; f rm -rf / |
      | cleanup() { rm -rf "$1"; }; cleanup / |
      | a=(rm -rf /); "${a[@]}" |
      | cmd=(rm -rf); "${cmd[@]}" / |
      | dirs=(build); dirs+=(/); rm -rf "${dirs[@]}" |
      | opts=(-r -f); rm "${opts[@]}" / |
      | x=/; declare -n r=x; rm -rf $r |
      | python3 <<EOF\nimport shutil; shutil.rmtree("/")\nEOF |
      | python3 -c 'import subprocess; subprocess.run(["rm","-rf","/"])' |
      | node -e "require('child_process').spawnSync('rm', ['-rf', '/'])" |
      | truncate -s 0 /dev/sda |
      | dd if=/dev/zero of=/dev/block/8:0 |
      | sed -i '1,$d' /etc/passwd |
      | git rebase -i --exec 'rm -rf /' HEAD~3 |
      | git bisect run rm -rf / |
      | git submodule foreach 'rm -rf /' |

  Scenario: Dangerous forms are denied: found by measuring against an eighth held-out corpus (wrappers' own directory, find -okdir and truncate, at -f /dev/stdin, scripts the line writes and then runs, cat of a heredoc substituted, tee passing a script on, one-liners' aliases and calls without parentheses, Tcl and PowerShell, fork loops in one-liners, variables whose value a program runs, every file under a directory shredded, git clean of a work tree, interactive partitioners, install and sort -o over a vital file, one-liners writing a path)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | unshare --wd=/ rm -rf * |
      | find / -okdir rm -rf {} \; |
      | at -f /dev/stdin now <<< 'rm -rf /' |
      | echo 'rm -rf /' > /tmp/x.sh && bash /tmp/x.sh |
      | printf 'rm -rf ~\\n' > run.sh; sh run.sh |
      | cat > /tmp/x <<'EOF'\nrm -rf /\nEOF\nbash /tmp/x |
      | echo 'rm -rf /' > x.sh; chmod +x x.sh; ./x.sh |
      | echo 'rm -rf /' \| tee x.sh \| sh |
      | bash -c "$(cat <<'EOF'\nrm -rf /\nEOF\n)" |
      | python3 -c "import subprocess as sp; sp.call('rm -rf /', shell=True)" |
      | python3 -c 'from os import system as s; s("rm -rf ~")' |
      | node -e "const {execSync:e}=require('child_process'); e('rm -rf /')" |
      | ruby -rfileutils -e 'FileUtils.rm_rf "/"' |
      | perl -e 'exec "rm", "-rf", "/"' |
      | tclsh <<< 'exec rm -rf /' |
      | pwsh -c 'Remove-Item / -Recurse -Force' |
      | perl -e 'fork while fork' |
      | GIT_SSH_COMMAND='rm -rf /' git fetch |
      | PAGER='rm -rf /' git log |
      | EDITOR='rm -rf /' crontab -e |
      | BASH_ENV=<(echo 'rm -rf /') bash -c true |
      | env GIT_EXTERNAL_DIFF='rm -rf /' git diff |
      | find /etc -type f -exec truncate -s0 {} + |
      | find / -type f -print0 \| xargs -0 shred -u |
      | git --git-dir=/tmp/r --work-tree=/ clean -ffdx |
      | cd ~ && git clean -fdx |
      | gdisk /dev/sda |
      | cfdisk /dev/sda |
      | install /dev/null /etc/passwd |
      | sort -o /etc/passwd /dev/null |
      | python3 -c "open('/etc/passwd','w')" |
      | perl -e 'truncate "/etc/shadow", 0' |

  Scenario: Dangerous forms are denied: found by measuring against a ninth held-out corpus (prompt and indirect expansions, subscripts bash evaluates in -v, relative device paths, links the line makes, CDPATH, archivers and copiers that delete their sources, dcfldd and ddrescue, more block devices, luksKillSlot, endless loops starting jobs, the C library and /bin/sh, boot entries)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | x='$(rm -rf /)'; echo "${x@P}" |
      | x='$(rm -rf /)'; echo ${x@P} |
      | rm --rec -f / |
      | n=x; x='rm -rf /'; ${!n} |
      | n=x; x=/; rm -rf "${!n}" |
      | [[ -v 'a[$(rm -rf /)]' ]] |
      | cd /dev && dd if=/dev/zero of=sda |
      | cd /dev; echo x > sda |
      | ln -s /dev/sda disk; cat /dev/zero > disk |
      | ln -s /dev/sda disk; dd if=/dev/zero of=disk |
      | CDPATH=/ cd etc && rm -rf * |
      | zip -rm /tmp/x.zip /etc |
      | 7z a -sdel x.7z /etc |
      | rsync -a --remove-source-files /etc/ /tmp/etc/ |
      | ddrescue -f /dev/zero /dev/sda |
      | dcfldd if=/dev/zero of=/dev/sda |
      | cryptsetup luksKillSlot /dev/sda2 0 |
      | dd if=/dev/zero of=/dev/zvol/tank/vol |
      | dd if=/dev/zero of=/dev/nbd0 |
      | while :; do :& done |
      | while true; do (sleep 1000 &); done |
      | until false; do date & done |
      | ruby -e 'loop { fork }' |
      | rm /lib/x86_64-linux-gnu/libc.so.6 |
      | rm -f /bin/sh |
      | efibootmgr -B -b 0000 |
      | printf '/\\n' \| xargs --replace=X rm -rf X |
      | echo / \| xargs -I X rm -rf X |
      | echo / \| xargs -iX rm -rf X |
      | gdb --eval-command='!rm -rf /' ./a.out |
      | make -f - <<< $'all:\\n\\t@rm -rf ~' |
      | printf 'SHELL=/bin/bash\\n# nightly\\n* * * * * rm -rf ~\\n' \| crontab - |
      | npm exec -c 'rm -rf /' |
      | pnpm dlx rimraf / |
      | alias a='ls' b='rm -rf /' |
      | a=(build /); rm -rf "${a[1]}" |
      | echo 'rm -rf /' > e.sh; BASH_ENV=e.sh bash -c true |
      | ENV=<(echo "rm -rf /") sh -i |
      | pwsh -c 'ri -Path ~ -Recurse' |
      | echo 'rm -rf ~' > x.sh; echo 'ls' >> x.sh; sh x.sh |
      | screen -S dev -dm rm -rf ~ |
      | docker compose run -v /:/host app sh |
      | docker compose -f dev.yml run --rm -v /etc:/etc app true |
      | docker-compose run -v /:/host svc |
      | podman build -v /:/host . |
      | buildah run -v /:/host ctr rm -rf /host |
      | docker run --mount type=bind,source=/etc,target=/etc,readonly=false alpine sh |

  Scenario: Dangerous forms are denied: found by a tenth corpus, of gaps suspected after the ninth (scripts tee'd, copied, moved or catted before they run, prompts whose substitutions run, programs renamed by hash, links, copies and PATH, printf's format used again, GIT_WORK_TREE, lvreduce, btrfs subvolume delete, debugfs -w, macOS and WSL system paths, package databases, PAM and systemd configuration)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'rm -rf ~' \| tee x.sh >/dev/null; . x.sh |
      | echo 'rm -rf /' > a.sh; cp a.sh b.sh; sh b.sh |
      | echo 'rm -rf /' > a.sh; mv a.sh b.sh; bash b.sh |
      | echo 'rm -rf /' > a.sh; cat a.sh > b.sh; bash b.sh |
      | PS4='$(rm -rf /)' bash -xc true |
      | hash -p /bin/rm ls; ls -rf / |
      | ln -s /bin/rm ./ls; ./ls -rf / |
      | cp /bin/rm ./x; ./x -rf / |
      | mkdir -p b; ln -s /bin/rm b/ls; PATH=$PWD/b:$PATH ls -rf / |
      | printf '%s ' build / \| xargs rm -rf |
      | rm -rf $(printf '%s ' build /) |
      | GIT_WORK_TREE=/ GIT_DIR=/tmp/r git clean -ffdx |
      | lvreduce -f -L 1G /dev/vg0/root |
      | btrfs subvolume delete / |
      | debugfs -w /dev/sda1 |
      | rm -rf /Users/* |
      | rm -rf /System/Library |
      | sudo rm -rf /Applications |
      | rm -rf /mnt/c/ |
      | rm -rf /var/lib/dpkg |
      | rm -rf /etc/pam.d |
      | rm -rf /etc/systemd |

  Scenario: Dangerous forms are denied: found by measuring against an eleventh held-out corpus (lines of a double-quoted script, PowerShell's parameters in any order and its encoded commands, pathlib, what a group pipes into crontab or a shell, modes and owners of vital files, /var/log)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | bash -c "echo x\nrm -rf /" |
      | sh -c "cd /\nrm -rf *" |
      | python3 -c "import os\nwhile True: os.fork()" |
      | python3 -c "import pathlib; pathlib.Path('/etc/passwd').unlink()" |
      | python3 -c "from pathlib import Path; Path('/etc/fstab').write_text('')" |
      | powershell -Command "Remove-Item -Recurse -Force /" |
      | pwsh -Command Remove-Item / -Recurse |
      | pwsh -c 'ri -r -fo ~' |
      | pwsh -c 'Remove-Item /etc/passwd' |
      | pwsh -c 'Get-ChildItem / \| Remove-Item -Recurse -Force' |
      | pwsh -EncodedCommand UgBlAG0AbwB2AGUALQBJAHQAZQBtACAALQBSAGUAYwB1AHIAcwBlACAALQBGAG8AcgBjAGUAIAAvAGUAdABjAA== |
      | (crontab -l; echo '* * * * * rm -rf /') \| crontab - |
      | crontab -l \| { cat; echo '* * * * * rm -rf /'; } \| crontab - |
      | (echo ls; echo 'rm -rf /') \| bash |
      | (echo -n 'rm -rf '; echo /) \| sh |
      | chmod 000 /etc/passwd |
      | chmod 664 /etc/passwd |
      | chmod 646 /etc/shadow |
      | chown nobody /etc/sudoers |
      | sudo rm -rf /var/log |
      | rm -rf /var/log/* |
      | find /var/log -delete |
      | find /var/log/../../ -name x -delete |

  Scenario: Dangerous forms are denied: found by measuring against a twelfth held-out corpus (fork loops in a comprehension, files read from a process substitution by at and crontab, Perl's unlink of a glob)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | python3 -c "import os; [os.fork() for _ in iter(int, 1)]" |
      | at -f <(echo 'rm -rf /') now |
      | crontab <(echo '* * * * * rm -rf ~') |
      | perl -e 'unlink glob "/etc/*"' |

  Scenario: Dangerous forms are denied: found by measuring against a thirteenth held-out corpus (/usr/local's programs, Perl's qw() lists, Python's exec of code, tar creating its archive on a device, awk and perl -i emptying a file, names ls -d lists)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /usr/local/bin |
      | perl -e 'system qw(rm -rf /)' |
      | python3 -c "exec('import os; os.system(\"rm -rf /\")')" |
      | tar -cf /dev/sda . |
      | tar -c -f /dev/sdb . |
      | tar cf /dev/sdb . |
      | tar --create --file=/dev/sda . |
      | awk 'BEGIN{printf "" > "/etc/passwd"}' |
      | perl -i -ne '' /etc/passwd |
      | perl -ni -e '' /etc/shadow |
      | ls -d / \| xargs rm -rf |
      | ls -1d ~ \| xargs rm -rf |

  Scenario: Dangerous forms are denied: found by measuring against a fourteenth held-out corpus (sg_format, vgcreate, a path Python joins under a system directory, a Makefile, npm scripts and shell startup files the line writes before they run)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sg_format --format /dev/sdb |
      | vgcreate vg /dev/sdc |
      | python3 -c "import os; [os.remove(os.path.join('/etc', f)) for f in os.listdir('/etc')]" |
      | echo -e 'all:\n\trm -rf /' > Makefile && make |
      | npm pkg set scripts.x='rm -rf ~' && npm run x |
      | npm set-script x 'rm -rf /' |
      | echo 'rm -rf /' > ~/.bashrc && bash -i |
      | echo 'rm -rf ~' > ~/.bashrc; bash -ic true |
      | echo 'rm -rf ~' > ~/.profile; bash --login -c true |
      | find ~ -mtime +30 -delete |
      | find ~ -name '*' -delete |

  Scenario: Dangerous forms are denied: found by measuring against a fifteenth held-out corpus (what a shell reads from a file the line wrote, a named pipe or a coprocess, shells in a process substitution, read, associative arrays, a process's root under /proc, sed's s///e)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo / > /tmp/l; xargs rm -rf < /tmp/l |
      | echo 'rm -rf /' > x; sh < x |
      | tee >(sh) <<< 'rm -rf /' |
      | echo 'rm -rf /' > >(bash) |
      | read -r c <<< 'rm -rf /'; $c |
      | read -r a b <<< 'build /'; rm -rf $b |
      | read -ra arr <<< 'x /'; rm -rf "${arr[1]}" |
      | declare -A m=([k]=/); rm -rf "${m[k]}" |
      | a=([3]=/); rm -rf "${a[3]}" |
      | rm -rf /proc/self/root/ |
      | rm -rf /proc/1/cwd/ |
      | find /proc/self/root -delete |
      | sed 's/.*/rm -rf \//e' <<< x |
      | sed -e 's\|x\|rm -rf ~\|e' f |

  Scenario: Dangerous forms are denied: found by a sixteenth corpus, of technique families not probed before (one-liners in Julia, Groovy, Elixir, Erlang, Guile, Racket, AppleScript and Emacs Lisp; quoted command lines inside an unknown program's arguments; ed's !; find -fprint and uniq writing a file; sg_sanitize; fork loops in Perl and Ruby)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | julia -e 'rm("/", recursive=true)' |
      | groovy -e '"rm -rf /".execute()' |
      | osascript -e 'do shell script "rm -rf ~"' |
      | elixir -e 'File.rm_rf("/")' |
      | erl -noshell -eval 'os:cmd("rm -rf /")' |
      | guile -c '(system "rm -rf /")' |
      | racket -e '(system "rm -rf /")' |
      | emacs --batch --eval '(shell-command "rm -rf ~")' |
      | ed -s file <<< '!rm -rf /' |
      | find / -maxdepth 0 -fprint /etc/passwd |
      | uniq /dev/null /etc/passwd |
      | sg_sanitize --crypto /dev/sda |
      | perl -e 'while(1){fork}' |
      | ruby -e 'fork while true' |

  Scenario: Dangerous forms are denied: found by a seventeenth corpus, of technique families not probed before (a shell sudo -s, sudo -i or su starts on stdin; $BASH_ENV and $ENV files the line wrote; hard links and cat copies of a program; braces after a quoted part; xargs -I naming the program)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sudo -s <<< 'rm -rf /' |
      | su - <<< 'rm -rf /' |
      | su -s /bin/bash root <<< 'rm -rf /' |
      | export BASH_ENV=/tmp/x; echo 'rm -rf /' > /tmp/x; bash -c true |
      | echo 'rm -rf ~' > /tmp/e; ENV=/tmp/e sh -i |
      | ln /bin/rm hard; ./hard -rf / |
      | cat /bin/rm > ./x; chmod +x x; ./x -rf / |
      | rm -rf "$HOME"/{a,*} |
      | xargs -I{} {} -rf / < list |
      | command -v rm \| xargs -I{} {} -rf / |
      | for f in $(cat list) /; do rm -rf "$f"; done |
      | echo x \| tee /dev/s* |
      | cat /dev/zero \| tee /dev/nvme0n1* |
      | python3 -c "from pathlib import Path; Path('/dev/sda').write_bytes(b'x')" |
      | echo 'rm -rf /' \| sort \| sh |
      | echo 'rm -rf /' \| tac \| bash |
      | cat <<EOF \| sort \| sh\nrm -rf /\nEOF |
      | cat <<EOF \| tee x \| bash\nrm -rf ~\nEOF |
      | echo "import os; os.system('rm -rf /')" \| python3 - |
  Scenario: Dangerous forms are denied: found by an eighteenth corpus (a signal to every process, the kernel's sysrq trigger)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | kill -9 -1 |
      | kill -KILL -1 |
      | kill -s KILL -1 |
      | kill -- -1 |
      | sudo kill -TERM -1 |
      | killall5 -9 |
      | echo b > /proc/sysrq-trigger |
      | echo c \| sudo tee /proc/sysrq-trigger |
      | echo o \| dd of=/proc/sysrq-trigger |
  Scenario: Dangerous forms are denied: found by measuring against a nineteenth held-out corpus (a kernel's versioned name, a glob over /usr/bin on a merged /usr, what a one-liner's glob lists and deletes one by one, brace sequences)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -f /boot/vmlinuz-* |
      | rm -f /usr/bin/* |
      | ruby -e 'Dir.glob("/etc/*").each { \|f\| File.delete(f) }' |
      | python3 -c "import glob, os; [os.remove(f) for f in glob.glob('/usr/bin/*')]" |
      | ruby -e 'FileUtils.rm_rf(Dir["/usr/*"])' |
      | rm -rf /{u..u}sr |
      | rm -rf /home/{a..c} |
      | rm -rf /{a..z}* |
  Scenario: Dangerous forms are denied: found by measuring against a twentieth held-out corpus (what parallel reads a line at a time, its words quoted as given, its commands mode)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'rm -rf /' \| parallel bash -c {} |
      | echo / \| parallel bash -c 'rm -rf {}' |
      | parallel ::: 'rm -rf /' |
      | parallel bash -c 'rm -rf {}' ::: / |
      | parallel bash -c 'rm -rf {}' ::: build / |
      | echo / \| xargs --replace= bash -c 'rm -rf {}' |
  Scenario: Dangerous forms are denied: found by a twenty-first corpus, of forms of mine (what find hands {} when it selects nothing, Perl's and Ruby's writes, the shell or the C library replaced by another file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find / -maxdepth 1 -type d -exec chmod 000 {} + |
      | find /usr -exec chown nobody {} \; |
      | find / -exec sh -c 'rm -rf "$1"' _ {} \; |
      | find / -xdev -exec chattr +i {} + |
      | perl -e 'open F, ">/etc/passwd"' |
      | perl -e 'open(my $f, ">", "/etc/shadow")' |
      | ruby -e 'File.write("/etc/fstab", "")' |
      | cp /bin/true /bin/sh |
      | cp -t /bin ./sh |
      | sudo mv ./sh /usr/bin/sh |
      | cp --target-directory=/usr/bin ./bash |
  Scenario: Dangerous forms are denied: found by measuring against a twenty-second held-out corpus (a shell's options after -c, +n after -n, --rcfile's file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | bash -c -x 'rm -rf /' |
      | bash -n +n -c 'rm -rf /' |
      | bash --rcfile x -c 'rm -rf /' |
      | bash -euxo pipefail -c 'rm -rf /' |
  Scenario: Dangerous forms are denied: found by a twenty-third corpus, of technique families not probed before (fallocate's ranges, debugfs, flashrom, dmsetup, the EFI directory, essential packages removed past the package manager's checks, accounts deleted with their homes)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | fallocate -p -o 0 -l 1G /dev/sda |
      | fallocate --zero-range -o 0 -l 1M /dev/nvme0n1 |
      | flashrom -p internal -w new.bin |
      | flashrom -p internal -E |
      | dmsetup remove -f root |
      | rm -rf /boot/efi/EFI |
      | apt-get remove -y --allow-remove-essential bash |
      | dpkg -P --force-remove-essential coreutils |
      | rpm -e --nodeps glibc |
      | pacman -Rdd glibc |
      | userdel -r root |
      | deluser --remove-home user |
      | deluser --remove-all-files user |
      | userdel -r $USER |
  Scenario: Dangerous forms are denied: found by measuring against a twenty-fourth held-out corpus (macOS's diskutil)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | diskutil eraseDisk JHFS+ X disk2 |
      | diskutil zeroDisk disk2 |
      | diskutil apfs deleteContainer disk3 |
  Scenario: Dangerous forms are denied: found by a twenty-sixth corpus, of wiping and imaging tools not probed before
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | srm -r / |
      | wipe -rf /etc |
      | nwipe --autonuke |
      | nwipe /dev/sda |
      | scrub /dev/sda |
      | dc3dd wipe=/dev/sda |
      | e2image -ra -O 0 fs.img /dev/sda1 |
      | ntfsclone --restore-image --overwrite /dev/sda1 backup.img |
      | partclone.ext4 -r -s backup.img -o /dev/sda1 |
      | mkudffs /dev/sdb |
      | cgdisk /dev/sda |
      | dmraid -r -E /dev/sda |
      | sg_unmap --lba=0 --num=1000 /dev/sda |
  Scenario: Dangerous forms are denied: found by measuring against a twenty-seventh held-out corpus (lines deleted from a vital file, the shell made unrunnable, chmod's -x as a mode)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sed -i 's/.*//' /etc/passwd |
      | sed -i '/root/d' /etc/passwd |
      | chmod -x /bin/bash |
      | chmod 644 /bin/sh |
      | chmod a=rw /usr/bin/bash |
      | chmod -x /etc |
      | chown -R nobody /home/ann |
