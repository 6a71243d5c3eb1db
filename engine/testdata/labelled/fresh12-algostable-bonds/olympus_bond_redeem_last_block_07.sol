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

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "mul");
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0, "div");
        return a / b;
    }
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IStakingHelper {
    function stake(uint256 amount, address recipient) external;
}

// Redemption side of a bond depository fork: a bond's payout vests linearly over `vesting` blocks, counted
// from `lastBlock`; a holder (or anyone, for them) redeems the vested part and may stake it directly.
contract BondRedeemer {
    using SafeMath for uint256;

    struct Bond {
        uint256 payout;
        uint256 vesting;
        uint256 lastBlock;
        uint256 pricePaid;
    }

    IERC20 public immutable OHM;
    IStakingHelper public immutable stakingHelper;
    address public immutable depository;
    mapping(address => Bond) public bondInfo;

    event BondRedeemed(address indexed recipient, uint256 payout, uint256 remaining);

    constructor(IERC20 ohm_, IStakingHelper helper_, address depository_) {
        OHM = ohm_;
        stakingHelper = helper_;
        depository = depository_;
    }

    function recordBond(address depositor, uint256 payout, uint256 vesting, uint256 price) external {
        require(msg.sender == depository, "depository");
        bondInfo[depositor] = Bond({
            payout: bondInfo[depositor].payout.add(payout),
            vesting: vesting,
            lastBlock: block.number,
            pricePaid: price
        });
    }

    function percentVestedFor(address depositor) public view returns (uint256 percentVested) {
        Bond memory bond = bondInfo[depositor];
        uint256 blocksSinceLast = block.number.sub(bond.lastBlock);
        if (bond.vesting > 0) {
            percentVested = blocksSinceLast.mul(10000).div(bond.vesting);
        }
    }

    function redeem(address recipient, bool stake) external returns (uint256) {
        Bond memory info = bondInfo[recipient];
        uint256 percentVested = percentVestedFor(recipient);

        if (percentVested >= 10000) {
            delete bondInfo[recipient];
            emit BondRedeemed(recipient, info.payout, 0);
            return stakeOrSend(recipient, stake, info.payout);
        }

        uint256 payout = info.payout.mul(percentVested).div(10000);
        // <yes> <report> OTHER
        bondInfo[recipient] = Bond({
            payout: info.payout.sub(payout),
            vesting: info.vesting.sub(block.number.sub(info.lastBlock)),
            lastBlock: info.lastBlock,
            pricePaid: info.pricePaid
        });
        emit BondRedeemed(recipient, payout, bondInfo[recipient].payout);
        return stakeOrSend(recipient, stake, payout);
    }

    function stakeOrSend(address recipient, bool stake, uint256 amount) internal returns (uint256) {
        if (!stake) {
            require(OHM.transfer(recipient, amount), "transfer");
        } else {
            OHM.approve(address(stakingHelper), amount);
            stakingHelper.stake(amount, recipient);
        }
        return amount;
    }
}
