// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20 as Token, SafeERC20} from "./IERC20.sol";
import * as Math from "./Math.sol";

type Price is uint128;

using {add as +, eq as ==} for Price global;

function add(Price a, Price b) pure returns (Price) {
    return Price.wrap(Price.unwrap(a) + Price.unwrap(b));
}

function eq(Price a, Price b) pure returns (bool) {
    return Price.unwrap(a) == Price.unwrap(b);
}

uint256 constant MAX = type(uint256).max;

error Unauthorized(address caller);

/**
 * @notice A vault with every modern feature.
 */
abstract contract Vault is Context, Base(1) {
    using SafeERC20 for Token;

    struct Position { uint128 size; Price entry; }
    enum State { Open, Closed }

    mapping(address owner => mapping(uint256 id => Position position)) internal positions;
    address payable public immutable treasury;
    uint256 transient lock;
    State public state = State.Open;

    event Opened(address indexed owner, uint256 indexed id, Price entry) anonymous;

    modifier nonReentrant() virtual {
        require(lock == 0, "locked");
        lock = 1;
        _;
        lock = 0;
    }

    constructor(address payable t) payable Base(2) {
        treasury = t;
    }

    receive() external payable {}

    fallback(bytes calldata data) external returns (bytes memory) {
        return data[4:];
    }

    function open(uint256 id, Price entry) external nonReentrant returns (bool ok, bytes memory ret) {
        if (msg.sender == address(0)) revert Unauthorized({caller: msg.sender});
        positions[msg.sender][id] = Position({size: 1, entry: entry});
        unchecked { ++id; }
        (ok, ret) = treasury.call{value: msg.value, gas: gasleft() - 2_000}(abi.encodeCall(this.open, (id, entry)));
        try Token(address(this)).transfer(treasury, 1 ether) returns (bool sent) {
            require(sent);
        } catch Error(string memory reason) {
            revert(reason);
        } catch Panic(uint256 code) {
            assert(code == 0);
        } catch (bytes memory) {
            revert();
        }
        emit Opened(msg.sender, id, entry);
        uint256[] memory xs = new uint256[](3);
        (uint256 a, , bool b) = (1, 2, true);
        xs[0] = a ** 2 ** 1 + (b ? 1 : 0) << 1;
        delete positions[msg.sender][id];
    }

    function total() public view virtual override(Context) returns (uint256 s);

    function slot() internal pure returns (bytes32 r) {
        assembly ("memory-safe") {
            function double(v) -> w { w := mul(v, 2) }
            r := double(0x20)
            switch r
            case 0 { revert(0, 0) }
            default { r := keccak256(0, 64) }
            for { let i := 0 } lt(i, 3) { i := add(i, 1) } { if eq(i, 2) { break } }
            let ok := delegatecall(gas(), sload(0), 0, calldatasize(), 0, 0)
            if iszero(ok) { selfdestruct(caller()) }
        }
    }
}

interface IVault {
    function open(uint256 id, Price entry) external returns (bool, bytes memory);
}

library L {
    function f(uint256 x) internal pure returns (uint256) { return x * 2; }
}
