// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity 0.7.5;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "add");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "sub");
        return a - b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IsOHM {
    function gonsForBalance(uint256 amount) external view returns (uint256);
    function balanceForGons(uint256 gons) external view returns (uint256);
    function rebase(uint256 profit, uint256 epoch) external returns (uint256);
}

interface IWarmup {
    function retrieve(address staker, uint256 amount) external;
}

// Staking of a rebasing reserve currency: staked OHM becomes sOHM, held in a warmup contract for
// `warmupPeriod` epochs (in gons, so it keeps earning rebases) before the staker can claim it.
contract OlympusStaking {
    using SafeMath for uint256;

    struct Epoch {
        uint256 length;
        uint256 number;
        uint256 endBlock;
        uint256 distribute;
    }

    struct Claim {
        uint256 deposit;
        uint256 gons;
        uint256 expiry;
    }

    IERC20 public immutable OHM;
    IsOHM public immutable sOHM;
    address public manager;
    IWarmup public warmupContract;
    uint256 public warmupPeriod;
    Epoch public epoch;
    mapping(address => Claim) public warmupInfo;

    constructor(IERC20 ohm_, IsOHM sohm_, IWarmup warmup_, uint256 epochLength, uint256 firstEpochBlock) {
        OHM = ohm_;
        sOHM = sohm_;
        warmupContract = warmup_;
        manager = msg.sender;
        epoch = Epoch({length: epochLength, number: 1, endBlock: firstEpochBlock, distribute: 0});
    }

    function setWarmup(uint256 period) external {
        require(msg.sender == manager, "manager");
        warmupPeriod = period;
    }

    function stake(uint256 amount, address recipient) external returns (bool) {
        rebase();
        require(OHM.transferFrom(msg.sender, address(this), amount), "transfer");

        Claim memory info = warmupInfo[recipient];

        // <yes> <report> DENIAL_OF_SERVICE
        warmupInfo[recipient] = Claim({
            deposit: info.deposit.add(amount),
            gons: info.gons.add(sOHM.gonsForBalance(amount)),
            expiry: epoch.number.add(warmupPeriod)
        });
        require(IERC20(address(sOHM)).transfer(address(warmupContract), amount), "warmup");
        return true;
    }

    function claim(address recipient) public {
        Claim memory info = warmupInfo[recipient];
        if (epoch.number >= info.expiry && info.expiry != 0) {
            delete warmupInfo[recipient];
            warmupContract.retrieve(recipient, sOHM.balanceForGons(info.gons));
        }
    }

    function forfeit() external {
        Claim memory info = warmupInfo[msg.sender];
        delete warmupInfo[msg.sender];
        warmupContract.retrieve(address(this), sOHM.balanceForGons(info.gons));
        require(OHM.transfer(msg.sender, info.deposit), "transfer");
    }

    function rebase() public {
        if (epoch.endBlock <= block.number) {
            sOHM.rebase(epoch.distribute, epoch.number);
            epoch.endBlock = epoch.endBlock.add(epoch.length);
            epoch.number++;
        }
    }
}
