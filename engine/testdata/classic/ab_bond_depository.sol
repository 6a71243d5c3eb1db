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
    function totalSupply() external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface ITreasury {
    function deposit(uint256 amount, address token, uint256 profit) external returns (uint256);
    function valueOf(address token, uint256 amount) external view returns (uint256);
}

/// Bond depository with a price bound on deposit, linear vesting from the last redemption, debt decay and
/// a policy-only control variable.
contract SafeBondDepository {
    using SafeMath for uint256;

    struct Bond {
        uint256 payout;
        uint256 vesting;
        uint256 lastBlock;
    }

    IERC20 public immutable OHM;
    IERC20 public immutable principle;
    ITreasury public immutable treasury;
    address public policy;

    uint256 public controlVariable;
    uint256 public vestingTerm;
    uint256 public minimumPrice;
    uint256 public maxDebt;
    uint256 public totalDebt;
    uint256 public lastDecay;
    mapping(address => Bond) public bondInfo;

    event BondCreated(address indexed depositor, uint256 payout, uint256 price);
    event BondRedeemed(address indexed recipient, uint256 payout, uint256 remaining);

    modifier onlyPolicy() {
        require(msg.sender == policy, "policy");
        _;
    }

    constructor(IERC20 ohm_, IERC20 principle_, ITreasury treasury_) {
        OHM = ohm_;
        principle = principle_;
        treasury = treasury_;
        policy = msg.sender;
        lastDecay = block.number;
    }

    function setTerms(uint256 bcv, uint256 vesting, uint256 minPrice, uint256 maxDebt_) external onlyPolicy {
        require(vesting >= 10000, "vesting");
        controlVariable = bcv;
        vestingTerm = vesting;
        minimumPrice = minPrice;
        maxDebt = maxDebt_;
    }

    function currentDebt() public view returns (uint256) {
        uint256 decay = totalDebt.mul(block.number.sub(lastDecay)).div(vestingTerm);
        return decay > totalDebt ? 0 : totalDebt.sub(decay);
    }

    function bondPrice() public view returns (uint256 price) {
        uint256 ratio = currentDebt().mul(1e9).div(OHM.totalSupply());
        price = controlVariable.mul(ratio).add(1e9).div(1e7);
        if (price < minimumPrice) {
            price = minimumPrice;
        }
    }

    function deposit(uint256 amount, uint256 maxPrice, address depositor) external returns (uint256) {
        require(depositor != address(0), "depositor");
        totalDebt = currentDebt();
        lastDecay = block.number;
        require(totalDebt <= maxDebt, "capacity");

        uint256 price = bondPrice();
        require(maxPrice >= price, "slippage");
        uint256 value = treasury.valueOf(address(principle), amount);
        uint256 payout = value.mul(1e7).div(price).div(1e5);
        require(payout >= 1e7, "too small");

        require(principle.transferFrom(msg.sender, address(this), amount), "transfer");
        require(principle.approve(address(treasury), amount), "approve");
        // The treasury mints value - profit to this depository: exactly the payout it owes the bonder.
        require(treasury.deposit(amount, address(principle), value.sub(payout)) == payout, "minted");

        totalDebt = totalDebt.add(value);
        bondInfo[depositor] = Bond({
            payout: bondInfo[depositor].payout.add(payout),
            vesting: vestingTerm,
            lastBlock: block.number
        });
        emit BondCreated(depositor, payout, price);
        return payout;
    }

    function redeem(address recipient) external returns (uint256) {
        Bond memory info = bondInfo[recipient];
        require(info.payout > 0, "no bond");
        uint256 blocksSince = block.number.sub(info.lastBlock);
        if (blocksSince >= info.vesting) {
            delete bondInfo[recipient];
            emit BondRedeemed(recipient, info.payout, 0);
            require(OHM.transfer(recipient, info.payout), "transfer");
            return info.payout;
        }
        uint256 payout = info.payout.mul(blocksSince).div(info.vesting);
        bondInfo[recipient] = Bond({
            payout: info.payout.sub(payout),
            vesting: info.vesting.sub(blocksSince),
            lastBlock: block.number
        });
        emit BondRedeemed(recipient, payout, info.payout.sub(payout));
        require(OHM.transfer(recipient, payout), "transfer");
        return payout;
    }
}
