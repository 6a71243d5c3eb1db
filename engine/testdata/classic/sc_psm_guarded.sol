// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.19;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
    function decimals() external view returns (uint8);
}

interface IStablecoin {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool success, bytes memory ret) = address(token).call(data);
        require(success, "SafeERC20: call failed");
        if (ret.length > 0) require(abi.decode(ret, (bool)), "SafeERC20: operation failed");
    }
}

/// Peg stability module with governance-set, capped fees and a debt ceiling on the gem side.
contract GuardedPSM {
    using SafeERC20 for IERC20;

    uint256 public constant BPS = 10_000;
    uint256 public constant MAX_FEE = 100; // 1%

    IERC20 public immutable gem;
    IStablecoin public immutable stable;
    uint256 public immutable to18;
    address public immutable vow;

    mapping(address => uint256) public wards;
    uint256 public tin;
    uint256 public tout;
    uint256 public line; // max gem held, in 18 decimals
    uint256 public held; // gem held, in 18 decimals

    event Rely(address indexed usr);
    event Deny(address indexed usr);
    event File(bytes32 indexed what, uint256 data);
    event SellGem(address indexed owner, uint256 value, uint256 fee);
    event BuyGem(address indexed owner, uint256 value, uint256 fee);

    modifier auth() {
        require(wards[msg.sender] == 1, "PSM/not-authorized");
        _;
    }

    constructor(IERC20 gem_, IStablecoin stable_, address vow_, uint256 line_) {
        wards[msg.sender] = 1;
        gem = gem_;
        stable = stable_;
        vow = vow_;
        line = line_;
        to18 = 10 ** (18 - gem_.decimals());
        emit Rely(msg.sender);
    }

    function rely(address usr) external auth {
        wards[usr] = 1;
        emit Rely(usr);
    }

    function deny(address usr) external auth {
        wards[usr] = 0;
        emit Deny(usr);
    }

    function file(bytes32 what, uint256 data) external auth {
        if (what == "tin") {
            require(data <= MAX_FEE, "PSM/fee-too-high");
            tin = data;
        } else if (what == "tout") {
            require(data <= MAX_FEE, "PSM/fee-too-high");
            tout = data;
        } else if (what == "line") {
            line = data;
        } else {
            revert("PSM/file-unrecognized-param");
        }
        emit File(what, data);
    }

    function sellGem(address usr, uint256 gemAmt) external {
        uint256 amt18 = gemAmt * to18;
        uint256 fee = (amt18 * tin) / BPS;
        require(held + amt18 <= line, "PSM/ceiling-exceeded");
        held += amt18;
        gem.safeTransferFrom(msg.sender, address(this), gemAmt);
        stable.mint(usr, amt18 - fee);
        if (fee > 0) stable.mint(vow, fee);
        emit SellGem(usr, gemAmt, fee);
    }

    function buyGem(address usr, uint256 gemAmt) external {
        uint256 amt18 = gemAmt * to18;
        uint256 fee = (amt18 * tout) / BPS;
        held -= amt18;
        stable.burn(msg.sender, amt18 + fee);
        if (fee > 0) stable.mint(vow, fee);
        gem.safeTransfer(usr, gemAmt);
        emit BuyGem(usr, gemAmt, fee);
    }
}
